-- Products and events search by the search rule (issue 56; packages/domain search-words.ts): every typed word
-- starts a word of the product. Their words are the SKU ID and product code whole and in parts, the name and
-- the web name, folded as text sorts (text_sort_key: accents dropped, Latin letters read as one, A-Z
-- lower-cased) and split at anything but a letter or a digit: the domain's productWords, which these must
-- stay (products-search-words.test.ts compares them). search_text, still generated on every write, holds
-- them apart by single spaces, GIN-indexed as tsvector lexemes; the trigram indexes of the contains search go.
CREATE FUNCTION "sort_key_words"("value" text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN regexp_split_to_array(text_sort_key("value"), '[^a-z0-9\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0370-\u03ff\u0400-\u04ff]+');--> statement-breakpoint
CREATE FUNCTION "product_search_words"("id" text, "code" text, "name" text, "web_name" text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_string(array(
    SELECT DISTINCT word
    FROM unnest(ARRAY[text_sort_key(btrim("id")), text_sort_key(btrim("code"))]
      || sort_key_words(concat_ws(' ', "id", "code", "name", "web_name"))) AS word
    WHERE word <> '' AND word !~ '\s'), ' ')
$$;--> statement-breakpoint
DROP INDEX "products_search_trgm";--> statement-breakpoint
DROP INDEX "products_storefront_search_trgm";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (product_search_words("products"."id", "products"."product_code", "products"."name", "products"."web_name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_words" ON "products" USING gin (array_to_tsvector(string_to_array("search_text", ' ')));--> statement-breakpoint
CREATE INDEX "products_storefront_search_words" ON "products" USING gin (array_to_tsvector(string_to_array("search_text", ' '))) WHERE "products"."is_default_product" and "products"."active" and "products"."visible" and coalesce("products"."promotion_price", "products"."retail_price") is not null;--> statement-breakpoint
-- By name; the list's filter on every page (not an event) read from the index. The search text it carried
-- served the contains search's walk.
CREATE INDEX "products_name_idx" ON "products" USING btree ((text_sort_key("name") collate "C"),"id","is_workshop");
-- after commit: ANALYZE "products"
