DROP INDEX "products_name_idx";--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id","is_workshop","search_text");--> statement-breakpoint
-- A word's share of the products is estimated from the search text's histogram: with the default 100 entries
-- any word under 1 % looked like 20 rows (pumpkin: 1,822), and a search planned for 20 matches read them all.
ALTER TABLE "products" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "products";
