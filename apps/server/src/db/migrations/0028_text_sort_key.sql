-- Text sorts as a person reads (issue 54): every list's ORDER BY on text reads text_sort_key(x) collate "C",
-- the fold of packages/domain's textSortKey (text-sort.ts, whose letters these must stay): accents dropped
-- (canonical decomposition, marks U+0300-U+036F removed), Latin letters without one read as a letter, A-Z
-- lower-cased, then byte order. Immutable and inlined by the planner, so an index on the same expression
-- serves the sort; an ASCII text (nearly every one) skips the decomposition.
CREATE FUNCTION "text_sort_key"("value" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN lower(CASE WHEN octet_length("value") = char_length("value") THEN "value"
  ELSE translate(regexp_replace(normalize("value", NFD), '[\u0300-\u036f]', '', 'g'),
    'ÆæÐðĐđØøÞþßĦħıĸĿŀŁłŉŊŋŒœŦŧſ', 'AaDdDdOoTtsHhikLlLlnNnOoTts') END COLLATE "C");--> statement-breakpoint
DROP INDEX "customers_email_idx";--> statement-breakpoint
DROP INDEX "customers_last_name_sort_idx";--> statement-breakpoint
DROP INDEX "customers_first_name_sort_idx";--> statement-breakpoint
DROP INDEX "customers_training_idx";--> statement-breakpoint
DROP INDEX "redirects_destination_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
DROP INDEX "products_events_idx";--> statement-breakpoint
CREATE INDEX "redirects_slug_sort_idx" ON "redirects" USING btree ((text_sort_key("slug") collate "C"),"slug");--> statement-breakpoint
CREATE INDEX "products_id_sort_idx" ON "products" USING btree ((text_sort_key("id") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "products_code_sort_idx" ON "products" USING btree ((text_sort_key("product_code") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree ((text_sort_key("email") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "customers_last_name_sort_idx" ON "customers" USING btree ((text_sort_key("last_name") collate "C"),"id","last_name","active","date_created","charge","last_login","last_order_submitted","cecs_synced_at","first_name","email","username","phone","eagle_customer_number","training_user");--> statement-breakpoint
CREATE INDEX "customers_first_name_sort_idx" ON "customers" USING btree ((text_sort_key("first_name") collate "C"),"id","first_name");--> statement-breakpoint
CREATE INDEX "customers_training_idx" ON "customers" USING btree ((text_sort_key("last_name") collate "C"),"id") WHERE "customers"."training_user";--> statement-breakpoint
CREATE INDEX "redirects_destination_idx" ON "redirects" USING btree ((text_sort_key("destination") collate "C"),"slug");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ((text_sort_key("name") collate "C"),"id","is_workshop","search_text");--> statement-breakpoint
CREATE INDEX "products_events_idx" ON "products" USING btree ("is_workshop_event",(text_sort_key("name") collate "C")) WHERE "products"."is_workshop";
-- The planner estimates a prefix search from the new expressions' statistics.
-- after commit: ANALYZE "customers"
-- after commit: ANALYZE "products"
-- after commit: ANALYZE "redirects"
