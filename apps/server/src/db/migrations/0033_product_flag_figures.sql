CREATE TABLE "product_flag_figures" (
	"flag" text PRIMARY KEY NOT NULL,
	"skus" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The data flags of a product row, for an active SKU (never an event): the twin of skuDataFlagsOf and
-- activeSkuOf (apps/server/src/db/schema/products.ts), word for word.
CREATE FUNCTION "product_flags"("p" "products") RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN (p.active AND NOT p.is_workshop) THEN array_remove(ARRAY[
    CASE WHEN (p.quantity_available <= 0 AND NOT p.infinite_inventory) THEN 'nostock' END,
    CASE WHEN (p.retail_price IS NULL) THEN 'noprice' END,
    CASE WHEN (coalesce(jsonb_array_length(p.xp -> 'Contentful' -> 'Images'), 0) = 0) THEN 'noimage' END
  ], NULL) ELSE '{}'::text[] END
$$;
--> statement-breakpoint
-- The counts follow every write to products — inserts, COPY loads, updates, deletes — in the writing statement:
-- one aggregate over its transition tables (a row counts as it is after the statement, less as it was before),
-- applied in key order so concurrent writers take the rows' locks in one order. A write that changes no
-- flag of an active SKU (a name, a description, stock that stays above zero) changes no count.
CREATE FUNCTION "product_flag_figures_follow_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM product_flag_figures;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO product_flag_figures AS f (flag, skus)
    SELECT flag, count(*)::int FROM new_rows n CROSS JOIN unnest(product_flags(n)) flag
    GROUP BY flag ORDER BY flag
    ON CONFLICT (flag) DO UPDATE SET skus = f.skus + excluded.skus;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_flag_figures AS f (flag, skus)
    SELECT flag, -count(*)::int FROM old_rows o CROSS JOIN unnest(product_flags(o)) flag
    GROUP BY flag ORDER BY flag
    ON CONFLICT (flag) DO UPDATE SET skus = f.skus + excluded.skus;
  ELSE
    INSERT INTO product_flag_figures AS f (flag, skus)
    SELECT flag, sum(sign)::int FROM (
      SELECT unnest(product_flags(n)) AS flag, 1 AS sign FROM new_rows n
      UNION ALL SELECT unnest(product_flags(o)), -1 FROM old_rows o) d
    GROUP BY flag HAVING sum(sign) <> 0 ORDER BY flag
    ON CONFLICT (flag) DO UPDATE SET skus = f.skus + excluded.skus;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- On inserts, updates and deletes with their transition tables, and on truncation.
DO $$
DECLARE
  kind text;
  tables text;
BEGIN
  FOREACH kind IN ARRAY ARRAY['insert', 'update', 'delete', 'truncate'] LOOP
    tables := CASE kind WHEN 'insert' THEN 'REFERENCING NEW TABLE AS new_rows'
      WHEN 'update' THEN 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'
      WHEN 'delete' THEN 'REFERENCING OLD TABLE AS old_rows' ELSE '' END;
    EXECUTE format('CREATE TRIGGER %I AFTER %s ON products %s FOR EACH STATEMENT '
      'EXECUTE FUNCTION product_flag_figures_follow_products()', 'products_flag_figures_' || kind, upper(kind), tables);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The counts of the products already there.
INSERT INTO "product_flag_figures" (flag, skus)
SELECT flag, count(*)::int FROM products p CROSS JOIN unnest(product_flags(p)) flag GROUP BY flag;
