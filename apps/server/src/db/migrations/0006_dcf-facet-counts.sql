CREATE TABLE "dcf_facet_counts" (
	"type" text NOT NULL,
	"value" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dcf_facet_counts_type_value_pk" PRIMARY KEY("type","value")
);
--> statement-breakpoint
-- Adds the changes of one statement to the counts: (type, value, delta) rows, applied in (type, value)
-- order so concurrent writers take the count rows' locks in one order.
CREATE FUNCTION "dcf_facet_counts_add"("deltas" jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dcf_facet_counts AS c (type, value, count)
  SELECT d.type, d.value, d.delta
  FROM jsonb_to_recordset(deltas) AS d(type text, value text, delta int)
  WHERE d.delta <> 0
  ORDER BY d.type, d.value
  ON CONFLICT (type, value) DO UPDATE SET count = c.count + excluded.count;
$$;
--> statement-breakpoint
-- The counts follow every write to products (inserts, COPY loads, updates, deletes) in the writing
-- statement itself: one aggregate over its transition tables, so a load of 20,000 rows is one upsert of a
-- few dozen values, and an update that moves no product between values changes no count.
CREATE FUNCTION "dcf_facet_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM dcf_facet_counts;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('type', type, 'value', value, 'delta', delta)) INTO deltas FROM (
      SELECT v.type, v.value, count(*)::int AS delta
      FROM new_rows r CROSS JOIN LATERAL (VALUES ('departments', r.department), ('classes', r.class),
        ('finelines', r.fineline)) AS v(type, value)
      WHERE r.is_default_product AND NOT r.is_workshop AND v.value IS NOT NULL
      GROUP BY v.type, v.value) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('type', type, 'value', value, 'delta', delta)) INTO deltas FROM (
      SELECT v.type, v.value, -count(*)::int AS delta
      FROM old_rows r CROSS JOIN LATERAL (VALUES ('departments', r.department), ('classes', r.class),
        ('finelines', r.fineline)) AS v(type, value)
      WHERE r.is_default_product AND NOT r.is_workshop AND v.value IS NOT NULL
      GROUP BY v.type, v.value) d;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('type', type, 'value', value, 'delta', delta)) INTO deltas FROM (
      SELECT v.type, v.value, sum(r.sign)::int AS delta
      FROM (
        SELECT department, class, fineline, 1 AS sign FROM new_rows
        WHERE is_default_product AND NOT is_workshop
        UNION ALL
        SELECT department, class, fineline, -1 AS sign FROM old_rows
        WHERE is_default_product AND NOT is_workshop
      ) r CROSS JOIN LATERAL (VALUES ('departments', r.department), ('classes', r.class),
        ('finelines', r.fineline)) AS v(type, value)
      WHERE v.value IS NOT NULL
      GROUP BY v.type, v.value
      HAVING sum(r.sign) <> 0) d;
  END IF;
  IF deltas IS NOT NULL THEN
    PERFORM dcf_facet_counts_add(deltas);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_dcf_facets_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dcf_facet_counts_follow();
--> statement-breakpoint
CREATE TRIGGER "products_dcf_facets_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dcf_facet_counts_follow();
--> statement-breakpoint
CREATE TRIGGER "products_dcf_facets_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dcf_facet_counts_follow();
--> statement-breakpoint
CREATE TRIGGER "products_dcf_facets_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION dcf_facet_counts_follow();
--> statement-breakpoint
INSERT INTO "dcf_facet_counts" (type, value, count)
SELECT v.type, v.value, count(*)::int
FROM products r CROSS JOIN LATERAL (VALUES ('departments', r.department), ('classes', r.class),
  ('finelines', r.fineline)) AS v(type, value)
WHERE r.is_default_product AND NOT r.is_workshop AND v.value IS NOT NULL
GROUP BY v.type, v.value;
