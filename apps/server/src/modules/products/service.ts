import type { PRODUCT_SECTIONS, SKU_SECTIONS } from '@commerce/domain';
import {
  COLOR_TEXTS,
  feeChargeOption,
  feeIdFor,
  feeName,
  FEE_TYPES,
  feeTypeOf,
  hasEnabledMethod,
  isAssetImagePath,
  isNoChargeFee,
  keySpecPrefill,
  newFeeProblem,
  PRODUCT_ERRORS,
  PRODUCT_IMAGE_TEXTS,
  skuWebPropertiesSchema,
  storedCalendarDate,
  toFeeString,
  type FeeChoice,
  type FeeType,
  type ProductImageResult,
  type ProductSection,
  type SkuSection,
} from '@commerce/domain';
import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  colors,
  priceSchedules,
  productSpecAssignments,
  products,
  specOptions,
  specs,
} from '../../db/schema/products.ts';
import { recordAudit } from '../../http/audit.ts';
import { apiError, validationFailure } from '../../http/errors.ts';
import type { Actor } from '../../http/principal.ts';
import { assertVersion } from '../../http/versioning.ts';
import { isLibraryAsset } from '../assets/public.ts';
import {
  categoryIdsOfProducts,
  setCategoriesOfProducts,
  unknownCategories,
  unknownDrawers,
} from '../categories/public.ts';
import { productRows, toSku, type ProductRow } from './detail.ts';
import { textSortKey } from '../../db/text-sort-key.ts';

type ProductBody<S extends ProductSection> = z.infer<(typeof PRODUCT_SECTIONS)[S]['schema']>;
type SkuBody<S extends SkuSection> = z.infer<(typeof SKU_SECTIONS)[S]['schema']>;
type RowChanges = Partial<typeof products.$inferInsert>;

const invalid = (field: string, message: string) => validationFailure({ [field]: message }, message);

/** Writes one SKU: the changed columns and xp, its version bumped (which the product's version sums). */
async function writeSku(tx: Tx, row: ProductRow, changes: RowChanges, xp?: Record<string, unknown>) {
  await tx
    .update(products)
    .set({ ...changes, ...(xp ? { xp: { ...row.xp, ...xp } } : {}), version: row.version + 1 })
    .where(eq(products.id, row.id));
}

/** Every SKU the same xp values (product-level fields, C-12). */
const everySku = (tx: Tx, rows: readonly ProductRow[], changes: RowChanges, xp?: Record<string, unknown>) =>
  Promise.all(rows.map((row) => writeSku(tx, row, changes, xp)));

/** The fee specs staff choose from (assembly and placement), by name. */
export async function feeChoices(db: DbOrTx): Promise<FeeChoice[]> {
  const rows = await db
    .select({ ID: specs.id, Name: specs.name })
    .from(specs)
    .where(or(...Object.values(FEE_TYPES).map((type) => like(specs.id, `${type.idPrefix}%`))))
    .orderBy(asc(textSortKey(specs.name)));
  return rows.map((row) => ({ ...row, Type: feeTypeOf(row.ID)!, NoCharge: isNoChargeFee(row.ID) }));
}

/** Swaps the assigned fee of each type on every SKU: the old assignment goes, the new one is saved. */
async function saveFees(tx: Tx, rows: readonly ProductRow[], body: ProductBody<'fees'>) {
  const ids = rows.map((row) => row.id);
  for (const type of Object.keys(FEE_TYPES) as FeeType[]) {
    const chosen = body[type];
    const { idPrefix, chargeOptionId, noChargeOptionId } = FEE_TYPES[type];
    await tx
      .delete(productSpecAssignments)
      .where(
        and(
          inArray(productSpecAssignments.productId, ids),
          like(productSpecAssignments.specId, `${idPrefix}%`),
        ),
      );
    if (!chosen) continue;
    if (feeTypeOf(chosen) !== type) throw invalid(type, `${chosen} is not a ${type} fee.`);
    const options = await tx.select().from(specOptions).where(eq(specOptions.specId, chosen));
    if (options.length === 0) throw invalid(type, `No fee ${chosen}.`);
    const option =
      options.find((one) => one.id === (isNoChargeFee(chosen) ? noChargeOptionId : chargeOptionId)) ??
      options[0]!;
    await tx.insert(productSpecAssignments).values(
      ids.map((productId) => ({
        specId: chosen,
        productId,
        defaultValue: option.value,
        defaultOptionId: option.id,
      })),
    );
  }
}

async function saveCategories(tx: Tx, rows: readonly ProductRow[], body: ProductBody<'categories'>) {
  const wanted = [...new Set(body.CategoryIDs)];
  const unknown = await unknownCategories(tx, wanted);
  if (unknown.length > 0) throw invalid('CategoryIDs', `No category ${unknown.join(', ')}.`);
  await setCategoriesOfProducts(
    tx,
    rows.map((row) => row.id),
    wanted,
  );
}

/** A key specification on an attribute the SKU has must keep the SKU's value (it is shown locked). */
function assertKeySpecs(defaultRow: ProductRow, keyAttributes: Record<string, string>) {
  const attributes = toSku(defaultRow).xp.Attributes;
  for (const [name, value] of Object.entries(keyAttributes)) {
    const prefill = keySpecPrefill(attributes, name);
    if (prefill.locked && prefill.value !== value)
      throw invalid(
        `KeyAttributes.${name}`,
        `${name} is the SKU's own attribute: its value is ${prefill.value}.`,
      );
    if (value.trim() === '') throw invalid(`KeyAttributes.${name}`, 'Value is required.');
  }
}

/** What a product-level section looks like before and after (the audit's snapshot). */
async function productSnapshot(tx: Tx, section: ProductSection, rows: readonly ProductRow[]) {
  const sku = toSku(rows[0]!);
  const ids = rows.map((row) => row.id);
  switch (section) {
    case 'default-sku':
      return { DefaultSku: rows.find((row) => row.isDefaultProduct)?.id ?? null };
    case 'flags':
      return {
        IsFeatured: sku.xp.IsFeatured,
        IsBachmansGrown: sku.xp.IsBachmansGrown,
        IsBachmansExclusive: sku.xp.IsBachmansExclusive,
      };
    case 'fees': {
      const found = await tx
        .selectDistinct({ id: productSpecAssignments.specId })
        .from(productSpecAssignments)
        .where(inArray(productSpecAssignments.productId, ids));
      return {
        Fees: found
          .map((row) => row.id)
          .filter((id) => feeTypeOf(id) !== null)
          .sort(),
      };
    }
    case 'categories':
      return { Categories: await categoryIdsOfProducts(tx, ids) };
    case 'warranty':
      return { Warranty: sku.xp.Warranty };
    case 'key-specs':
      return { KeyAttributes: sku.xp.KeyAttributes };
    case 'related':
      return { Related: sku.xp.Related };
    case 'articles':
      return { Articles: sku.xp.Articles };
  }
}

/**
 * Saves a product-level section on every SKU of the product in one transaction (C-12): the SKUs are
 * locked, the product's version (the sum of theirs) checked, each SKU written and bumped, one audit event.
 */
export async function saveProductSection<S extends ProductSection>(
  tx: Tx,
  actor: Actor,
  input: { code: string; section: S; version: number; body: ProductBody<S> },
): Promise<void> {
  const { code, section, version } = input;
  const rows = await productRows(tx, code, true);
  assertVersion(
    rows.reduce((sum, row) => sum + row.version, 0),
    version,
  );
  const before = await productSnapshot(tx, section, rows);
  const body = input.body as ProductBody<ProductSection>;
  switch (section) {
    case 'default-sku': {
      const { SkuID } = body as ProductBody<'default-sku'>;
      if (!rows.some((row) => row.id === SkuID)) throw apiError(PRODUCT_ERRORS.skuNotFound);
      await Promise.all(rows.map((row) => writeSku(tx, row, { isDefaultProduct: row.id === SkuID })));
      break;
    }
    case 'flags': {
      const flags = body as ProductBody<'flags'>;
      await everySku(tx, rows, {
        isFeatured: flags.IsFeatured,
        isGrown: flags.IsBachmansGrown,
        isExclusive: flags.IsBachmansExclusive,
      });
      break;
    }
    case 'fees':
      await saveFees(tx, rows, body as ProductBody<'fees'>);
      await everySku(tx, rows, {});
      break;
    case 'categories':
      await saveCategories(tx, rows, body as ProductBody<'categories'>);
      await everySku(tx, rows, {});
      break;
    case 'warranty': {
      const warranty = (body as ProductBody<'warranty'>).Warranty;
      await everySku(tx, rows, {}, { Warranty: warranty && warranty.trim() !== '' ? warranty : null });
      break;
    }
    case 'key-specs': {
      const { KeyAttributes } = body as ProductBody<'key-specs'>;
      assertKeySpecs(rows[0]!, KeyAttributes);
      await everySku(tx, rows, {}, { KeyAttributes });
      break;
    }
    case 'related': {
      const related = [...new Set((body as ProductBody<'related'>).Related)].filter(
        (other) => other !== code,
      );
      await everySku(tx, rows, {}, { Related: related });
      break;
    }
    case 'articles':
      await everySku(tx, rows, {}, { Articles: (body as ProductBody<'articles'>).Articles });
      break;
  }
  const after = await productSnapshot(tx, section, await productRows(tx, code));
  await recordAudit(tx, {
    actorId: actor.id,
    entity: 'product',
    action: `save-${section}`,
    entityId: code,
    before,
    after,
  });
}

/** A SKU is visible from the start of its launch day to the end of its end day, in UTC. */
const storedDay = (day: string | null, edge: 'start' | 'end'): Date | null =>
  day ? new Date(storedCalendarDate(day, edge)) : null;

/** Saves one SKU's section (C-12), against the product's version; one audit event naming the SKU. */
export async function saveSkuSection<S extends SkuSection>(
  tx: Tx,
  actor: Actor,
  input: { code: string; skuId: string; section: S; version: number; body: SkuBody<S> },
): Promise<void> {
  const { code, skuId, section, version } = input;
  const rows = await productRows(tx, code, true);
  assertVersion(
    rows.reduce((sum, one) => sum + one.version, 0),
    version,
  );
  const row = rows.find((one) => one.id === skuId);
  if (!row) throw apiError(PRODUCT_ERRORS.skuNotFound);
  const body = input.body as SkuBody<SkuSection>;
  let before: Record<string, unknown>;
  let after: Record<string, unknown>;
  const sku = toSku(row);
  switch (section) {
    case 'web': {
      const parsed = skuWebPropertiesSchema(row.visible).safeParse(body);
      if (!parsed.success)
        throw validationFailure(
          Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
          parsed.error.issues[0]?.message,
        );
      const web = parsed.data;
      before = {
        WebFacingProductTitle: sku.xp.WebFacingProductTitle,
        RequireNotes: sku.xp.RequireNotes,
        SEO: sku.xp.SEO,
      };
      after = web;
      await writeSku(
        tx,
        row,
        { webName: web.WebFacingProductTitle },
        { RequireNotes: web.RequireNotes, SEO: web.SEO },
      );
      break;
    }
    case 'description': {
      const { WebDescription } = body as SkuBody<'description'>;
      before = { WebDescription: sku.xp.WebDescription };
      after = { WebDescription };
      await writeSku(tx, row, {}, { WebDescription });
      break;
    }
    case 'visibility': {
      const visibility = body as SkuBody<'visibility'>;
      before = {
        Visible: sku.xp.Visible,
        OmsVisible: sku.xp.OmsVisible,
        ReleaseDate1: sku.xp.ReleaseDate1,
        ReleaseDate2: sku.xp.ReleaseDate2,
      };
      const launch = storedDay(visibility.ReleaseDate1, 'start');
      const end = storedDay(visibility.ReleaseDate2, 'end');
      after = {
        ...visibility,
        ReleaseDate1: launch?.toISOString() ?? null,
        ReleaseDate2: end?.toISOString() ?? null,
      };
      await writeSku(tx, row, {
        visible: visibility.Visible,
        omsVisible: visibility.OmsVisible,
        releaseDate1: launch,
        releaseDate2: end,
      });
      break;
    }
    case 'pricing': {
      const pricing = body as SkuBody<'pricing'>;
      const retail = Number(toFeeString(pricing.RetailPrice));
      const sale = pricing.PromotionPrice == null ? null : Number(toFeeString(pricing.PromotionPrice));
      before = { ...sku.xp.Price };
      after = { RetailPrice: retail, PromotionPrice: sale };
      // The price schedule and xp.Price kept in step, mirrored on the product row for the list.
      const scheduleId = row.defaultPriceScheduleId ?? row.id;
      const price = { RetailPrice: retail, PromotionPrice: sale };
      const [schedule] = await tx
        .select()
        .from(priceSchedules)
        .where(eq(priceSchedules.id, scheduleId))
        .for('update');
      const priceBreaks = [{ Quantity: 1, Price: sale ?? retail }];
      if (schedule)
        await tx
          .update(priceSchedules)
          .set({ priceBreaks, xp: { ...schedule.xp, Price: price }, version: schedule.version + 1 })
          .where(eq(priceSchedules.id, scheduleId));
      else
        await tx
          .insert(priceSchedules)
          .values({ id: scheduleId, name: row.name, priceBreaks, xp: { Price: price } });
      await writeSku(
        tx,
        row,
        {
          retailPrice: retail.toFixed(2),
          promotionPrice: sale === null ? null : sale.toFixed(2),
          defaultPriceScheduleId: scheduleId,
        },
        { Price: price },
      );
      break;
    }
    case 'inventory': {
      const inventory = body as SkuBody<'inventory'>;
      before = { QuantityAvailable: sku.Inventory.QuantityAvailable, SafetyStock: sku.xp.SafetyStock };
      after = inventory;
      await writeSku(tx, row, {
        quantityAvailable: inventory.QuantityAvailable,
        safetyStock: inventory.SafetyStock,
      });
      break;
    }
    case 'delivery': {
      const { Delivery } = body as SkuBody<'delivery'>;
      // Nothing enabled is no override of its own (as DCF saves store it): the SKU inherits again.
      const delivery = hasEnabledMethod(Delivery) ? Delivery : null;
      before = { Delivery: sku.xp.Delivery };
      after = { Delivery: delivery };
      await writeSku(tx, row, {}, { Delivery: delivery });
      break;
    }
    case 'non-delivery-dates': {
      const dates = [...new Set((body as SkuBody<'non-delivery-dates'>).NonDeliveryDates)].sort();
      before = { NonDeliveryDates: sku.xp.NonDeliveryDates };
      after = { NonDeliveryDates: dates };
      await writeSku(tx, row, {}, { NonDeliveryDates: dates });
      break;
    }
    case 'ase': {
      const { ASE } = body as SkuBody<'ase'>;
      const unknown = await unknownDrawers(tx, ASE);
      if (unknown.length > 0) throw invalid('ASE', `No drawer ${unknown.join(', ')}.`);
      before = { ASE: sku.xp.ASE };
      after = { ASE };
      await writeSku(tx, row, {}, { ASE });
      break;
    }
    case 'images': {
      const { Images } = body as SkuBody<'images'>;
      before = { Images: sku.xp.Contentful.Images };
      after = { Images };
      await writeSku(tx, row, {}, { Contentful: { ...((row.xp.Contentful as object) ?? {}), Images } });
      break;
    }
  }
  await recordAudit(tx, {
    actorId: actor.id,
    entity: 'product',
    action: `save-sku-${section}`,
    entityId: code,
    about: { SKU: skuId },
    before: before!,
    after: after!,
  });
}

/**
 * A new fee (product-fees-edit): a non-zero amount, named 'SF-OMS {TYPE} FEES $ {amount}', with its
 * charge and no-charge options; a taken name is refused ('This fee already exists').
 */
export async function createFee(
  tx: Tx,
  actor: Actor,
  input: { Type: FeeType; Value: number },
): Promise<FeeChoice> {
  const names = (await feeChoices(tx)).map((fee) => fee.Name);
  const problem = newFeeProblem(input.Type, input.Value, names);
  if (problem === PRODUCT_ERRORS.feeExists.message) throw apiError(PRODUCT_ERRORS.feeExists);
  if (problem) throw invalid('Value', problem);
  const id = feeIdFor(input.Type, input.Value);
  const name = feeName(input.Type, input.Value);
  const [taken] = await tx.select({ id: specs.id }).from(specs).where(eq(specs.id, id));
  if (taken) throw apiError(PRODUCT_ERRORS.feeExists);
  const charge = feeChargeOption(input.Type, input.Value);
  await tx.insert(specs).values({ id, name, xp: {} });
  await tx.insert(specOptions).values([
    {
      specId: id,
      id: charge.ID,
      value: charge.Value,
      priceMarkupType: charge.PriceMarkupType,
      priceMarkup: charge.PriceMarkup.toFixed(2),
      listOrder: 1,
    },
    {
      specId: id,
      id: FEE_TYPES[input.Type].noChargeOptionId,
      value: '0.00',
      priceMarkupType: 'NoMarkup',
      priceMarkup: null,
      listOrder: 2,
    },
  ]);
  await recordAudit(tx, {
    actorId: actor.id,
    entity: 'fee',
    action: 'create',
    entityId: id,
    after: { Name: name },
  });
  return { ID: id, Name: name, Type: input.Type, NoCharge: false };
}

/** The SKUs an image named `name` goes to (C-11): the SKU of that ID, else every SKU of that product code. */
export async function imageTargets(db: DbOrTx, name: string, forUpdate = false): Promise<ProductRow[]> {
  const select = db
    .select()
    .from(products)
    .where(and(eq(products.id, name), eq(products.isWorkshop, false)));
  const bySku = forUpdate ? await select.for('update') : await select;
  return bySku.length > 0 ? bySku : productRows(db, name, forUpdate).catch(() => []);
}

/**
 * Attaches uploaded images by name (C-11): a name that is a SKU ID adds the image to that SKU, a product
 * code to every SKU of the product; each SKU's images are appended (an image already there is not repeated)
 * and its version bumped; one audit event per product. Names matching nothing are reported, not refused.
 */
export async function attachProductImages(
  tx: Tx,
  actor: Actor,
  images: { Name: string; Asset: { id: string; title: string; url: string } }[],
): Promise<ProductImageResult[]> {
  const results: ProductImageResult[] = [];
  for (const image of images) {
    const rows = await imageTargets(tx, image.Name, true);
    if (rows.length === 0) {
      results.push({ Name: image.Name, SkuIDs: [], Error: PRODUCT_IMAGE_TEXTS.noMatch(image.Name) });
      continue;
    }
    for (const row of rows) {
      const current = toSku(row).xp.Contentful.Images;
      if (current.some((one) => one.id === image.Asset.id)) continue;
      const [fresh] = await tx.select().from(products).where(eq(products.id, row.id));
      await writeSku(
        tx,
        fresh!,
        {},
        {
          Contentful: { ...((fresh!.xp.Contentful as object) ?? {}), Images: [...current, image.Asset] },
        },
      );
    }
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'product',
      action: 'save-sku-images',
      entityId: rows[0]!.productCode,
      after: { Added: image.Asset.title, SKUs: rows.map((row) => row.id) },
    });
    results.push({ Name: image.Name, SkuIDs: rows.map((row) => row.id), Error: null });
  }
  return results;
}

/**
 * Saves a colour of the colour table (a new name is added), audited. An image of the asset library (uploaded
 * or chosen in the dialog) must be one the library holds: a path to nothing is a 400 that changes nothing.
 */
export async function saveColor(tx: Tx, actor: Actor, color: { colorName: string; colorCode: string }) {
  if (isAssetImagePath(color.colorCode) && !(await isLibraryAsset(tx, color.colorCode)))
    throw invalid('colorCode', COLOR_TEXTS.notInLibrary);
  const [before] = await tx.select().from(colors).where(eq(colors.name, color.colorName)).for('update');
  if (before)
    await tx
      .update(colors)
      .set({ code: color.colorCode, version: before.version + 1 })
      .where(eq(colors.name, color.colorName));
  else await tx.insert(colors).values({ name: color.colorName, code: color.colorCode });
  await recordAudit(tx, {
    actorId: actor.id,
    entity: 'color',
    action: 'save',
    entityId: color.colorName,
    before: before ? { Code: before.code } : null,
    after: { Code: color.colorCode },
  });
}
