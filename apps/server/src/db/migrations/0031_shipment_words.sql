-- The order search's words as rows (issue 56): one per distinct word of a shipment's search_text, with its
-- submit date and buyer, under a btree on (word, date, key). A typed word's words each give their newest
-- shipments from the index alone (http/list-run.ts, wordsPage), where the GIN index of 0027 read and sorted
-- every match: a surname's page measured 1-14 ms against 100-150 ms (575,277 shipments, a loaded machine).
-- It replaces the search copy of 0023 and the GIN indexes of the shipments' words.
DROP TRIGGER "shipments_search_copy_insert" ON "shipments";--> statement-breakpoint
DROP TRIGGER "shipments_search_copy_update" ON "shipments";--> statement-breakpoint
DROP FUNCTION "shipment_search_follow"();--> statement-breakpoint
DROP TABLE "shipment_search" CASCADE;--> statement-breakpoint
DROP INDEX "shipments_search_words";--> statement-breakpoint
CREATE TABLE "shipment_words" (
	"word" text COLLATE "C" NOT NULL,
	"id" text NOT NULL,
	"date_submitted" timestamp with time zone,
	"from_user_id" text NOT NULL,
	CONSTRAINT "shipment_words_id_word_pk" PRIMARY KEY("id","word")
);
--> statement-breakpoint
-- The words follow every insert (COPY loads included), update and delete of shipments in the writing
-- statement itself, from its transition tables: an update that changes none of the copied columns (a
-- status, a send's outcome) writes nothing, and a load of 20,000 shipments is one insert. No foreign key:
-- its check would lock, row by row, each shipment a word names.
CREATE FUNCTION "shipment_words_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM shipment_words w USING old_rows o WHERE w.id = o.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM shipment_words w USING old_rows o
    WHERE w.id = o.id AND NOT EXISTS (
      SELECT 1 FROM new_rows n WHERE n.id = o.id
        AND (n.search_text, n.date_submitted, n.from_user_id)
          IS NOT DISTINCT FROM (o.search_text, o.date_submitted, o.from_user_id));
  END IF;
  INSERT INTO shipment_words (word, id, date_submitted, from_user_id)
  SELECT DISTINCT word, n.id, n.date_submitted, n.from_user_id
  FROM new_rows n CROSS JOIN unnest(string_to_array(n.search_text, ' ')) AS word
  WHERE word <> '' AND NOT EXISTS (SELECT 1 FROM shipment_words w WHERE w.id = n.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "shipments_words_insert" AFTER INSERT ON "shipments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_words_follow();
--> statement-breakpoint
CREATE TRIGGER "shipments_words_update" AFTER UPDATE ON "shipments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_words_follow();
--> statement-breakpoint
CREATE TRIGGER "shipments_words_delete" AFTER DELETE ON "shipments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_words_follow();
--> statement-breakpoint
INSERT INTO "shipment_words" (word, id, date_submitted, from_user_id)
SELECT DISTINCT word, s.id, s.date_submitted, s.from_user_id
FROM "shipments" s CROSS JOIN unnest(string_to_array(s.search_text, ' ')) AS word
WHERE word <> '';--> statement-breakpoint
CREATE INDEX "shipment_words_search" ON "shipment_words" USING btree ("word","date_submitted" DESC NULLS FIRST,"id" DESC NULLS FIRST,"from_user_id");--> statement-breakpoint
-- The planner picks the side of a several-word search's semi-join to hash by each word's estimate.
ALTER TABLE "shipment_words" ALTER COLUMN "word" SET STATISTICS 1000;
-- Index-only scans need the visibility map a vacuum sets.
-- after commit: VACUUM ANALYZE "shipment_words"
