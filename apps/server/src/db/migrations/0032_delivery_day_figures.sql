CREATE TABLE "delivery_day_figures" (
	"delivery_date" text NOT NULL,
	"delivery_method" text NOT NULL,
	"shipments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_day_figures_delivery_date_delivery_method_pk" PRIMARY KEY("delivery_date","delivery_method")
);
--> statement-breakpoint
-- The figures follow every write to shipments — inserts, COPY loads, updates, deletes — in the writing statement
-- itself: one aggregate over its transition tables (a row counts as it is after the statement, less as it was
-- before), applied in key order so concurrent writers take the figure rows' locks in one order. An update that
-- moves no shipment between dates or methods (a status, a send's outcome) changes no figure. Counted: the
-- shipments of submitted orders with a requested delivery date, whatever their status, as the order search's
-- delivery date filter lists them.
CREATE FUNCTION "delivery_day_figures_follow_shipments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM delivery_day_figures;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO delivery_day_figures AS f (delivery_date, delivery_method, shipments)
    SELECT requested_delivery_date, delivery_method, count(*)::int FROM new_rows
    WHERE date_submitted IS NOT NULL AND requested_delivery_date IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (delivery_date, delivery_method) DO UPDATE SET shipments = f.shipments + excluded.shipments;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO delivery_day_figures AS f (delivery_date, delivery_method, shipments)
    SELECT requested_delivery_date, delivery_method, -count(*)::int FROM old_rows
    WHERE date_submitted IS NOT NULL AND requested_delivery_date IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (delivery_date, delivery_method) DO UPDATE SET shipments = f.shipments + excluded.shipments;
  ELSE
    INSERT INTO delivery_day_figures AS f (delivery_date, delivery_method, shipments)
    SELECT requested_delivery_date, delivery_method, sum(sign)::int FROM (
      SELECT requested_delivery_date, delivery_method, date_submitted, 1 AS sign FROM new_rows
      UNION ALL SELECT requested_delivery_date, delivery_method, date_submitted, -1 FROM old_rows) r
    WHERE date_submitted IS NOT NULL AND requested_delivery_date IS NOT NULL
    GROUP BY 1, 2 HAVING sum(sign) <> 0 ORDER BY 1, 2
    ON CONFLICT (delivery_date, delivery_method) DO UPDATE SET shipments = f.shipments + excluded.shipments;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "shipments_delivery_figures_insert" AFTER INSERT ON "shipments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "delivery_day_figures_follow_shipments"();
--> statement-breakpoint
CREATE TRIGGER "shipments_delivery_figures_update" AFTER UPDATE ON "shipments" REFERENCING OLD TABLE AS old_rows
  NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "delivery_day_figures_follow_shipments"();
--> statement-breakpoint
CREATE TRIGGER "shipments_delivery_figures_delete" AFTER DELETE ON "shipments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "delivery_day_figures_follow_shipments"();
--> statement-breakpoint
CREATE TRIGGER "shipments_delivery_figures_truncate" AFTER TRUNCATE ON "shipments"
  FOR EACH STATEMENT EXECUTE FUNCTION "delivery_day_figures_follow_shipments"();
--> statement-breakpoint
-- The figures of the shipments already there.
INSERT INTO "delivery_day_figures" (delivery_date, delivery_method, shipments)
SELECT requested_delivery_date, delivery_method, count(*)::int FROM shipments
WHERE date_submitted IS NOT NULL AND requested_delivery_date IS NOT NULL
GROUP BY 1, 2;
