-- Searches match words by their beginning (packages/domain search-words.ts): the order search's text and the
-- customers' e-mail become words, indexed as the lexemes of a tsvector, which a GIN index answers for a
-- typed word as a prefix ('berg':*); the trigram indexes of the contains search they replace go.
DROP INDEX "shipment_search_trgm";--> statement-breakpoint
DROP INDEX "shipments_search_trgm";--> statement-breakpoint
-- The shipments' words as shipmentSearchText writes them (the recipient's and buyer's names, the order and
-- shipment IDs whole and in parts), for the rows already written; the copy follows by its trigger. SQL's
-- lower() and [:alnum:] leave accents where the domain's tokenizer drops them: the developer tools' search
-- text rebuild writes the domain's words over these.
UPDATE "shipments" SET "search_text" = array_to_string(array(
  SELECT DISTINCT word FROM unnest(
    regexp_split_to_array(lower(concat_ws(' ', "ship_to"->>'FirstName', "ship_to"->>'LastName',
      "buyer_first_name", "buyer_last_name", "order_id", "id")), '[^[:alnum:]]+')
    || ARRAY[lower("order_id"), lower("id")]) AS word
  WHERE word <> ''), ' ');--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "search_text" SET STATISTICS -1;--> statement-breakpoint
-- An e-mail address's words as the domain's emailWords gives them for an ASCII address (emailSchema): the
-- whole address lower-cased and what follows each '@', '.', '_', '-' or '+'. A function of the address, so
-- the index follows every writer.
CREATE FUNCTION "email_search_words"(email text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array(
    SELECT DISTINCT substr(e, at + 1)
    FROM (SELECT lower(btrim(email)) AS e) address, generate_series(0, length(e) - 1) AS at
    WHERE (at = 0 OR substr(e, at, 1) IN ('@', '.', '_', '-', '+')) AND substr(e, at + 1) <> '')
$$;--> statement-breakpoint
CREATE INDEX "customers_email_words" ON "customers" USING gin (array_to_tsvector(email_search_words("email")));--> statement-breakpoint
CREATE INDEX "customers_id_c_idx" ON "customers" USING btree (("id" collate "C"));--> statement-breakpoint
CREATE INDEX "shipment_search_words" ON "shipment_search" USING gin (array_to_tsvector(string_to_array("search_text", ' ')));--> statement-breakpoint
CREATE INDEX "shipments_search_words" ON "shipments" USING gin (array_to_tsvector(string_to_array("search_text", ' ')));
-- after commit: ANALYZE "shipments"
-- after commit: ANALYZE "shipment_search"
-- after commit: ANALYZE "customers"
