-- The customers list chooses its plan by the planner's estimates, which at 100 histogram entries were far
-- off at a million customers: a last-name prefix ('smi', 3,312 customers) was estimated at 57 rows, so the
-- page was fetched and sorted from all the matches (21 ms) instead of read in order from the name index
-- (0.5 ms); an e-mail fragment ('aufderhar', 1,329) at 10,101, which sent it to walk the name order past its
-- time budget before sorting the matches. At 1,000 entries: 3,423 and 2,002.
ALTER INDEX "customers_last_name_sort_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "customers_first_name_sort_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "email" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "customers";
