CREATE TABLE "order_day_figures" (
	"store_day" date NOT NULL,
	"taker_id" text NOT NULL,
	"shipments" integer DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "order_day_figures_store_day_taker_id_pk" PRIMARY KEY("store_day","taker_id")
);
--> statement-breakpoint
CREATE INDEX "products_active_noimage_idx" ON "products" USING btree ("id") WHERE ("products"."active" and not "products"."is_workshop") and (coalesce(jsonb_array_length("products"."xp" -> 'Contentful' -> 'Images'), 0) = 0);--> statement-breakpoint
CREATE INDEX "products_active_noprice_idx" ON "products" USING btree ("id") WHERE ("products"."active" and not "products"."is_workshop") and ("products"."retail_price" is null);--> statement-breakpoint
CREATE INDEX "products_active_nostock_idx" ON "products" USING btree ("id") WHERE ("products"."active" and not "products"."is_workshop") and ("products"."quantity_available" <= 0 and not "products"."infinite_inventory");--> statement-breakpoint
-- Adds one statement's changes to the day figures: (store_day, taker_id, shipments, total) deltas, applied in
-- key order so concurrent writers take the figure rows' locks in one order.
CREATE FUNCTION "order_day_figures_add"("deltas" jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_day_figures AS f (store_day, taker_id, shipments, total)
  SELECT d.store_day, d.taker_id, d.shipments, d.total
  FROM jsonb_to_recordset(deltas) AS d(store_day date, taker_id text, shipments int, total numeric)
  WHERE d.shipments <> 0 OR d.total <> 0
  ORDER BY d.store_day, d.taker_id
  ON CONFLICT (store_day, taker_id)
  DO UPDATE SET shipments = f.shipments + excluded.shipments, total = f.total + excluded.total;
$$;
--> statement-breakpoint
-- The figures follow every write to orders (their total) and shipments (their count) — inserts, COPY loads,
-- updates, deletes — in the writing statement itself: one aggregate over its transition tables (a row
-- counts as it is after the statement, less as it was before), so a load is one upsert of a few hundred
-- days, and an update that moves nothing between days or takers (a status, a send's outcome) changes no
-- figure. A submitted order's store day is its submission in America/Chicago (STORE_TIME_ZONE), as the
-- order search reads a day; carts (no submission) are left out.
CREATE FUNCTION "order_day_figures_follow_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM order_day_figures;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(d) INTO deltas FROM (
      SELECT (date_submitted AT TIME ZONE 'America/Chicago')::date AS store_day,
        coalesce(order_taker_id, '') AS taker_id, 0 AS shipments, sum(total) AS total
      FROM new_rows WHERE date_submitted IS NOT NULL GROUP BY 1, 2) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(d) INTO deltas FROM (
      SELECT (date_submitted AT TIME ZONE 'America/Chicago')::date AS store_day,
        coalesce(order_taker_id, '') AS taker_id, 0 AS shipments, -sum(total) AS total
      FROM old_rows WHERE date_submitted IS NOT NULL GROUP BY 1, 2) d;
  ELSE
    SELECT jsonb_agg(d) INTO deltas FROM (
      SELECT (date_submitted AT TIME ZONE 'America/Chicago')::date AS store_day,
        coalesce(order_taker_id, '') AS taker_id, 0 AS shipments, sum(total) AS total
      FROM (SELECT date_submitted, order_taker_id, total FROM new_rows
            UNION ALL SELECT date_submitted, order_taker_id, -total FROM old_rows) r
      WHERE date_submitted IS NOT NULL GROUP BY 1, 2 HAVING sum(total) <> 0) d;
  END IF;
  IF deltas IS NOT NULL THEN
    PERFORM order_day_figures_add(deltas);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "order_day_figures_follow_shipments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE order_day_figures SET shipments = 0 WHERE shipments <> 0;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(d) INTO deltas FROM (
      SELECT (date_submitted AT TIME ZONE 'America/Chicago')::date AS store_day,
        coalesce(order_taker_id, '') AS taker_id, count(*)::int AS shipments, 0 AS total
      FROM new_rows WHERE date_submitted IS NOT NULL GROUP BY 1, 2) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(d) INTO deltas FROM (
      SELECT (date_submitted AT TIME ZONE 'America/Chicago')::date AS store_day,
        coalesce(order_taker_id, '') AS taker_id, -count(*)::int AS shipments, 0 AS total
      FROM old_rows WHERE date_submitted IS NOT NULL GROUP BY 1, 2) d;
  ELSE
    SELECT jsonb_agg(d) INTO deltas FROM (
      SELECT (date_submitted AT TIME ZONE 'America/Chicago')::date AS store_day,
        coalesce(order_taker_id, '') AS taker_id, sum(sign)::int AS shipments, 0 AS total
      FROM (SELECT date_submitted, order_taker_id, 1 AS sign FROM new_rows
            UNION ALL SELECT date_submitted, order_taker_id, -1 FROM old_rows) r
      WHERE date_submitted IS NOT NULL GROUP BY 1, 2 HAVING sum(sign) <> 0) d;
  END IF;
  IF deltas IS NOT NULL THEN
    PERFORM order_day_figures_add(deltas);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- On orders and shipments alike: inserts, updates and deletes with their transition tables, and truncation.
DO $$
DECLARE
  t text;
  follow text;
BEGIN
  FOREACH t IN ARRAY ARRAY['orders', 'shipments'] LOOP
    follow := 'order_day_figures_follow_' || t;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_day_figures_insert', t, follow);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows '
      'NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_day_figures_update', t, follow);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_day_figures_delete', t, follow);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      t || '_day_figures_truncate', t, follow);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The figures of the orders already there.
INSERT INTO "order_day_figures" (store_day, taker_id, shipments, total)
SELECT store_day, taker_id, sum(shipments)::int, sum(total) FROM (
  SELECT (date_submitted AT TIME ZONE 'America/Chicago')::date AS store_day,
    coalesce(order_taker_id, '') AS taker_id, 0 AS shipments, sum(total) AS total
  FROM orders WHERE date_submitted IS NOT NULL GROUP BY 1, 2
  UNION ALL
  SELECT (date_submitted AT TIME ZONE 'America/Chicago')::date, coalesce(order_taker_id, ''), count(*), 0
  FROM shipments WHERE date_submitted IS NOT NULL GROUP BY 1, 2
) f GROUP BY 1, 2;
