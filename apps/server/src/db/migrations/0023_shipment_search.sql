-- A narrow copy of each shipment's key, submit date, buyer and search text, where the order search reads a
-- search's matches (ScaleOptions.searchCopy). A surname's 1,000 matches lie on 850 of the shipments' 40,000
-- pages (320 MB, 557 bytes a row); 40 such searches kept PostgreSQL's cache (128 MB by default) turning
-- over, each match's page copied in from the system's. The copy holds 45 rows a page (101 MB).
-- Measured on 2026-12-03 (575,277 shipments, 2 server processes, 10 concurrent, `npm run bench -- orders`):
-- search by recipient name 161-181 → 200-242 req/s, p95 104-113 → 76-96 ms.
CREATE TABLE "shipment_search" (
	"id" text PRIMARY KEY NOT NULL,
	"date_submitted" timestamp with time zone,
	"from_user_id" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_search" ADD CONSTRAINT "shipment_search_id_shipments_id_fk" FOREIGN KEY ("id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The copy follows every insert (COPY loads included) and update of shipments in the writing statement
-- itself, from its transition table: a load of 20,000 shipments is one insert, and an update that changes
-- none of the copied columns (a status, a send's outcome) writes nothing. Deletes follow by the key's
-- cascade.
CREATE FUNCTION "shipment_search_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shipment_search (id, date_submitted, from_user_id, search_text)
    SELECT id, date_submitted, from_user_id, search_text FROM new_rows;
  ELSE
    UPDATE shipment_search s
    SET date_submitted = n.date_submitted, from_user_id = n.from_user_id, search_text = n.search_text
    FROM new_rows n
    WHERE s.id = n.id
      AND (s.date_submitted, s.from_user_id, s.search_text)
        IS DISTINCT FROM (n.date_submitted, n.from_user_id, n.search_text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "shipments_search_copy_insert" AFTER INSERT ON "shipments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_search_follow();
--> statement-breakpoint
CREATE TRIGGER "shipments_search_copy_update" AFTER UPDATE ON "shipments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_search_follow();
--> statement-breakpoint
INSERT INTO "shipment_search" (id, date_submitted, from_user_id, search_text)
SELECT id, date_submitted, from_user_id, search_text FROM "shipments";--> statement-breakpoint
CREATE INDEX "shipment_search_trgm" ON "shipment_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ANALYZE "shipment_search";
