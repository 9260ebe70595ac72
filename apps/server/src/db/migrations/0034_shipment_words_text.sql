-- Each row of shipment_words carries its shipment's whole search text, held in the search btree's entries
-- (INCLUDE), so a search of several words reads the rarest word's entries in the list's order and checks the
-- other words on the same entry (http/list-run.ts, wordsPage), where 0031 probed the key (id, word) for each
-- record or hashed a common word's every record: the recipient's first + last name took 10.6 ms one at a
-- time, 0.12 of the first page's floor at 10 concurrent (575,277 shipments).
--
-- The trigger of 0031 also inserted only words of shipments holding none yet (NOT EXISTS on shipment_words),
-- inserts included. Its plan is made once per session: made while the table was empty, it read the whole
-- table for each new shipment (the scale generator's 20,000-order loads took 3 minutes each and grew with the
-- table). An insert's shipments have no words yet, so it inserts them all; an update compares each shipment
-- with its old row (the transition tables) and rewrites the words of those whose copied columns changed.
DROP INDEX "shipment_words_search";--> statement-breakpoint
TRUNCATE "shipment_words";--> statement-breakpoint
ALTER TABLE "shipment_words" ADD COLUMN "search_text" text NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "shipment_words_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM shipment_words w USING old_rows o WHERE w.id = o.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shipment_words (word, id, date_submitted, from_user_id, search_text)
    SELECT DISTINCT word, n.id, n.date_submitted, n.from_user_id, n.search_text
    FROM new_rows n CROSS JOIN unnest(string_to_array(n.search_text, ' ')) AS word
    WHERE word <> '';
    RETURN NULL;
  END IF;
  DELETE FROM shipment_words w USING old_rows o, new_rows n
  WHERE w.id = o.id AND n.id = o.id
    AND (n.search_text, n.date_submitted, n.from_user_id)
      IS DISTINCT FROM (o.search_text, o.date_submitted, o.from_user_id);
  INSERT INTO shipment_words (word, id, date_submitted, from_user_id, search_text)
  SELECT DISTINCT word, n.id, n.date_submitted, n.from_user_id, n.search_text
  FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN unnest(string_to_array(n.search_text, ' ')) AS word
  WHERE word <> '' AND (n.search_text, n.date_submitted, n.from_user_id)
    IS DISTINCT FROM (o.search_text, o.date_submitted, o.from_user_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "shipment_words" (word, id, date_submitted, from_user_id, search_text)
SELECT DISTINCT word, s.id, s.date_submitted, s.from_user_id, s.search_text
FROM "shipments" s CROSS JOIN unnest(string_to_array(s.search_text, ' ')) AS word
WHERE word <> '';--> statement-breakpoint
-- Drizzle's index builder has no INCLUDE: db/schema/orders.ts declares the key columns only.
CREATE INDEX "shipment_words_search" ON "shipment_words" USING btree ("word","date_submitted" DESC NULLS FIRST,"id" DESC NULLS FIRST,"from_user_id") INCLUDE ("search_text");
-- after commit: VACUUM ANALYZE "shipment_words"
