-- The product search reads one stored, lower-cased search_text (SKU ID, product code, name, web name) with one
-- trigram index instead of ORing four (products_id/name/code/web_name_trgm); nothing else searches those
-- columns by any part at scale any more (the pickers, the palette, the storefront and the home page use
-- search_text too; events are few and served by products_events_idx).
DROP INDEX "products_id_trgm";--> statement-breakpoint
DROP INDEX "products_name_trgm";--> statement-breakpoint
DROP INDEX "products_code_trgm";--> statement-breakpoint
DROP INDEX "products_web_name_trgm";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("products"."id" || ' ' || "products"."product_code" || ' ' || "products"."name" || ' ' || coalesce("products"."web_name", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Fresh statistics for the new column: the list engine plans a search from the estimate of its matches.
ANALYZE "products";
