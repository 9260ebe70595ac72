-- Build order's customer lookup searches the whole name ('jakob aber') beside the ID, the e-mail and each
-- name, by any part: with this index every one of them is a trigram index, so a rare term's matches are read
-- through them (a million customers: 'vang.leon' 1.5-2.0 s of full scan before, 26 ms after, in SQL).
CREATE INDEX "customers_full_name_trgm" ON "customers" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);
