-- The customers list counts its matches exactly up to 10,000. 'Active + created before a date' was counted
-- from the date index and a row read per match to test Active; with Active in the index the count reads the
-- index alone (PGlite at 200,000 customers, 9,453 matches: 104 → 34 ms under EXPLAIN ANALYZE).
DROP INDEX "customers_date_created_idx";--> statement-breakpoint
CREATE INDEX "customers_date_created_idx" ON "customers" USING btree ("date_created","id","active");