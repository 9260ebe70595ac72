-- The order search's text is lower-cased (shipmentSearchText) and searched with LIKE on a lower-cased term,
-- which costs less per row than ILIKE; the rows already written are lowered here, with the trigram index
-- rebuilt once afterwards rather than updated row by row.
DROP INDEX "shipments_search_trgm";--> statement-breakpoint
UPDATE "shipments" SET "search_text" = lower("search_text") WHERE "search_text" <> lower("search_text");--> statement-breakpoint
CREATE INDEX "shipments_search_trgm" ON "shipments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- A name's share of the shipments is estimated from the search text's histogram, which at 100 entries
-- called most names 576 rows or fewer ('ziemann': 58 for 848); the engine chooses by it between sorting the
-- matches and walking the date order.
ALTER TABLE "shipments" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "shipments";
