CREATE INDEX "products_storefront_name_idx" ON "products" USING btree (lower(coalesce("web_name", "name")),"id") WHERE "products"."is_default_product" and "products"."active" and "products"."visible" and coalesce("products"."promotion_price", "products"."retail_price") is not null;--> statement-breakpoint
CREATE INDEX "products_storefront_price_idx" ON "products" USING btree (coalesce("promotion_price", "retail_price"),"id") WHERE "products"."is_default_product" and "products"."active" and "products"."visible" and coalesce("products"."promotion_price", "products"."retail_price") is not null;--> statement-breakpoint
CREATE INDEX "products_storefront_department_idx" ON "products" USING btree ("department",lower(coalesce("web_name", "name")),"id") WHERE "products"."is_default_product" and "products"."active" and "products"."visible" and coalesce("products"."promotion_price", "products"."retail_price") is not null;--> statement-breakpoint
CREATE INDEX "products_storefront_search_trgm" ON "products" USING gin (lower(coalesce("web_name", '') || E'\n' || "name" || E'\n' || "product_code") gin_trgm_ops) WHERE "products"."is_default_product" and "products"."active" and "products"."visible" and coalesce("products"."promotion_price", "products"."retail_price") is not null;--> statement-breakpoint
-- How many products a search matches: the planner reads no estimate from a partial index's expression, so
-- without these a common word looked rare and its page was read through the trigram index and sorted,
-- instead of walking the name index until 24 match (hand-written; drizzle-kit keeps no statistics objects).
CREATE STATISTICS "products_storefront_search_stats" ON (lower(coalesce("web_name", '') || E'\n' || "name" || E'\n' || "product_code")) FROM "products";--> statement-breakpoint
-- New statistics are empty until the table is next analysed; a sample now (ANALYZE reads ~30,000 rows).
ANALYZE "products";
