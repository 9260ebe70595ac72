import {
  feeTypeOf,
  INFINITE_INVENTORY_CODE,
  PRODUCT_ERRORS,
  resolveAse,
  resolveDelivery,
  storefrontProductUrl,
  type DeliveryMap,
  type InheritanceLevel,
  type ProductDetail,
  type Sku,
  type SkuResolved,
} from '@commerce/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { priceSchedules, productSpecAssignments, products, specs } from '../../db/schema/products.ts';
import { apiError } from '../../http/errors.ts';
import { categoriesOfProducts } from '../categories/public.ts';
import { dcfDefault, dcfRecordsOf } from '../dcf/public.ts';

export type ProductRow = typeof products.$inferSelect;

const money = (value: string | null): number | null => (value === null ? null : Number(value));
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const record = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? (value as Record<string, string>) : {};

/** A SKU as the API answers it: the columns and the rest of xp (spec 2 §3). */
export function toSku(row: ProductRow): Sku {
  const xp = row.xp as Record<string, unknown>;
  const seo = record(xp.SEO);
  return {
    ID: row.id,
    Name: row.name,
    Active: row.active,
    DefaultPriceScheduleID: row.defaultPriceScheduleId,
    ShipHeight: row.shipHeight,
    ShipWidth: row.shipWidth,
    ShipLength: row.shipLength,
    ShipWeight: row.shipWeight,
    Inventory: { QuantityAvailable: row.quantityAvailable },
    xp: {
      ProductCode: row.productCode,
      WebFacingProductTitle: row.webName,
      SEO: { MetaTitle: text(seo.MetaTitle), MetaDescription: text(seo.MetaDescription) },
      RequireNotes: xp.RequireNotes === true,
      Visible: row.visible,
      OmsVisible: row.omsVisible,
      ReleaseDate1: row.releaseDate1?.toISOString() ?? null,
      ReleaseDate2: row.releaseDate2?.toISOString() ?? null,
      CodeB2: text(xp.CodeB2),
      CodeB3: row.infiniteInventory ? INFINITE_INVENTORY_CODE : text(xp.CodeB3),
      CodeB4: text(xp.CodeB4),
      SafetyStock: row.safetyStock,
      Delivery: (xp.Delivery as DeliveryMap | null | undefined) ?? null,
      NonDeliveryDates: list<string>(xp.NonDeliveryDates),
      ASE: list<string>(xp.ASE),
      Contentful: { Images: list(record(xp.Contentful).Images) },
      WebDescription: text(xp.WebDescription),
      Warranty: text(xp.Warranty),
      Attributes: record(xp.Attributes),
      KeyAttributes: record(xp.KeyAttributes),
      SpecsOptions: { Size: text(record(xp.SpecsOptions).Size) },
      WeightUnit: text(xp.WeightUnit),
      IsDefaultProduct: row.isDefaultProduct,
      IsFeatured: row.isFeatured,
      IsBachmansGrown: row.isGrown,
      IsBachmansExclusive: row.isExclusive,
      Related: list<string>(xp.Related),
      CurrentDepartment: row.department,
      CurrentClass: row.class,
      CurrentFineline: row.fineline,
      Articles: list(xp.Articles),
      Price: { RetailPrice: money(row.retailPrice), PromotionPrice: money(row.promotionPrice) },
    },
  };
}

/** The SKUs of a product (not an event), default first then by ID; locked for a write when asked. */
export async function productRows(db: DbOrTx, code: string, forUpdate = false): Promise<ProductRow[]> {
  const select = db
    .select()
    .from(products)
    .where(and(eq(products.productCode, code), eq(products.isWorkshop, false)))
    .orderBy(sql`${products.isDefaultProduct} desc`, asc(products.id));
  const rows = forUpdate ? await select.for('update') : await select;
  if (rows.length === 0) throw apiError(PRODUCT_ERRORS.notFound);
  return rows;
}

export const productVersion = (rows: readonly ProductRow[]): number =>
  rows.reduce((sum, row) => sum + row.version, 0);

type DcfXp = { Delivery?: DeliveryMap | null; ASE?: string[] | null; Warranty?: string | null };
const DCF_LEVELS = [
  ['fineline', 'finelines', 'fineline'],
  ['class', 'classes', 'class'],
  ['department', 'departments', 'department'],
] as const;

/** The DCF records of the SKUs' departments, classes and finelines, by `{type}/{value}`. */
async function dcfRecords(db: DbOrTx, rows: readonly ProductRow[]): Promise<Map<string, DcfXp>> {
  const wanted = rows.flatMap((row) =>
    DCF_LEVELS.flatMap(([, type, column]) => (row[column] ? [{ type, id: row[column] }] : [])),
  );
  return (await dcfRecordsOf(db, wanted)) as Map<string, DcfXp>;
}

function resolvedFor(sku: Sku, row: ProductRow, dcf: Map<string, DcfXp>, fallback: DeliveryMap | null) {
  const at = (level: (typeof DCF_LEVELS)[number]) => {
    const value = row[level[2]];
    return value ? dcf.get(`${level[1]}/${value}`) : undefined;
  };
  const [fineline, cls, department] = DCF_LEVELS.map(at) as [DcfXp?, DcfXp?, DcfXp?];
  const sourceValue = (source: InheritanceLevel | null): string | null => {
    const level = DCF_LEVELS.find(([name]) => name === source);
    return level ? row[level[2]] : null;
  };
  const delivery = resolveDelivery(
    sku.xp.Delivery,
    fineline?.Delivery,
    cls?.Delivery,
    department?.Delivery,
    fallback,
  );
  const ase = resolveAse(sku.xp.ASE, fineline?.ASE, cls?.ASE, department?.ASE);
  // C-14 (our choice): the product's own warranty, else the first DCF warranty, fineline first.
  const warrantyLevels: [InheritanceLevel, string | null | undefined][] = [
    ['product', sku.xp.Warranty],
    ['fineline', fineline?.Warranty],
    ['class', cls?.Warranty],
    ['department', department?.Warranty],
  ];
  const warranty = warrantyLevels.find(([, value]) => value != null && value.trim() !== '');
  const resolved: SkuResolved = {
    Delivery: { ...delivery, sourceValue: sourceValue(delivery.source) },
    ASE: {
      value: ase.value ? [...ase.value] : null,
      source: ase.source,
      sourceValue: sourceValue(ase.source),
    },
    Warranty: warranty
      ? { value: warranty[1]!, source: warranty[0], sourceValue: sourceValue(warranty[0]) }
      : { value: null, source: null, sourceValue: null },
  };
  return resolved;
}

/** GET /products/{code}: the SKUs with their resolved settings, the product's fees and categories. */
export async function productDetail(
  db: DbOrTx,
  code: string,
  storefrontUrl: string | undefined,
  rows?: ProductRow[],
): Promise<ProductDetail> {
  const skuRows = rows ?? (await productRows(db, code));
  const skus = skuRows.map(toSku);
  const ids = skuRows.map((row) => row.id);
  const defaultId = skuRows[0]!.id;
  const [dcf, catalogue, fees, categoryRows, schedules] = await Promise.all([
    dcfRecords(db, skuRows),
    dcfDefault(db),
    db
      .select({
        SpecID: productSpecAssignments.specId,
        Name: specs.name,
        DefaultValue: productSpecAssignments.defaultValue,
        DefaultOptionID: productSpecAssignments.defaultOptionId,
      })
      .from(productSpecAssignments)
      .innerJoin(specs, eq(specs.id, productSpecAssignments.specId))
      .where(eq(productSpecAssignments.productId, defaultId))
      .orderBy(asc(productSpecAssignments.specId)),
    categoriesOfProducts(db, ids),
    db.select().from(priceSchedules).where(inArray(priceSchedules.id, ids)),
  ]);
  const fallback = catalogue.Delivery;
  const scheduleById = new Map(schedules.map((schedule) => [schedule.id, schedule]));
  return {
    ProductCode: code,
    Skus: skus.map((sku) => {
      // The price schedule is the price of record; xp.Price follows it (kept in step by every save).
      const price = (
        scheduleById.get(sku.DefaultPriceScheduleID ?? sku.ID)?.xp as { Price?: Sku['xp']['Price'] }
      )?.Price;
      return price ? { ...sku, xp: { ...sku.xp, Price: price } } : sku;
    }),
    Resolved: Object.fromEntries(
      skus.map((sku, index) => [sku.ID, resolvedFor(sku, skuRows[index]!, dcf, fallback)]),
    ),
    Fees: fees.flatMap((fee) => {
      const type = feeTypeOf(fee.SpecID);
      return type ? [{ ...fee, Type: type }] : [];
    }),
    Categories: categoryRows,
    StorefrontUrl: storefrontUrl ? storefrontProductUrl(storefrontUrl, code) : null,
    Version: productVersion(skuRows),
  };
}
