-- Finer statistics for the name sort keys. With the default (100 values) the planner guessed a last-name
-- prefix such as 'mar' at 77 rows out of a million when 5,040 match, and sorted them all (30 ms) instead of
-- walking the index in order and stopping at the page (0.3 ms).
ALTER INDEX "customers_last_name_sort_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "customers_first_name_sort_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "customers";
