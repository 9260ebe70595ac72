import {
  CATALOGS,
  feeChargeOption,
  feeIdFor,
  feeName,
  FEE_TYPES,
  GIFTCARDS_DRAWER_ID,
  INFINITE_INVENTORY_CODE,
  NO_CHARGE_FEE_SUFFIX,
  type FeeType,
} from '@commerce/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  categoryProductAssignments,
  colors,
  priceSchedules,
  products,
  productSpecAssignments,
  specOptions,
  specs,
} from '../../db/schema/index.ts';
import { insertRows } from '../insert.ts';
import { addDays, isoDay, type SeedRandom } from '../random.ts';
import type { DemoCatalog, DemoLeaf } from './catalog.ts';
import type { DemoContext } from './context.ts';
import type { DemoContent } from './content.ts';
import { NAME_WORDS, type VariantKind } from './taxonomy.ts';

export const COLOR_CODES: Record<string, string> = {
  Red: '#C62828',
  Pink: '#EC87B5',
  White: '#F5F5F0',
  Yellow: '#F9D648',
  Lavender: '#B39DDB',
  Orange: '#F08A24',
  Purple: '#6A3D9A',
  Peach: '#F6B89A',
  Coral: '#F27D72',
  Green: '#4E8F3A',
  Blue: '#4A78C2',
  Cream: '#F3E9D2',
  Burgundy: '#7B1F3A',
  Ivory: '#FFFFF0',
  Mixed: '#D98CB3',
};
/** Image colours by department: pinks for flowers, greens for plants (which get a leaf mark). */
const DEPARTMENT_HUES: Record<string, number> = {
  'Fresh Flowers': 330,
  'Tropical Plants': 110,
  Nursery: 95,
  'Garden Supplies': 25,
  'Outdoor Living': 195,
  'Home Decor': 40,
  Gifts: 275,
  'Gift Cards': 265,
};
const VARIANT_COLORS = ['White', 'Pink', 'Purple', 'Yellow', 'Blue', 'Cream', 'Green', 'Ivory'];

interface Variant {
  suffix: string;
  factor: number;
  size: string | null;
  color: string | null;
}

function variantsFor(kind: VariantKind, random: SeedRandom): Variant[] {
  switch (kind) {
    case 'size':
      return [
        { suffix: 'Standard', factor: 1, size: 'Standard', color: null },
        { suffix: 'Deluxe', factor: 1.35, size: 'Deluxe', color: null },
        { suffix: 'Premium', factor: 1.7, size: 'Premium', color: null },
      ].slice(0, random.int(1, 3));
    case 'pot':
      return random
        .sample(['4 in', '6 in', '8 in', '10 in', '14 in'], random.int(1, 3))
        .sort((a, b) => parseInt(a) - parseInt(b))
        .map((size, index) => ({ suffix: size, factor: 1 + index * 0.6, size, color: null }));
    case 'color':
      return random
        .sample(VARIANT_COLORS, random.int(1, 3))
        .map((color) => ({ suffix: color, factor: 1, size: null, color }));
    case 'amount':
      return [25, 50, 100].map((amount) => ({
        suffix: `$${amount}`,
        factor: amount / 25,
        size: `$${amount}`,
        color: null,
      }));
    case 'single':
      return [{ suffix: '', factor: 1, size: null, color: null }];
  }
}

const FEE_AMOUNTS: Record<FeeType, number[]> = { assembly: [15, 25, 50], placement: [10, 20, 35] };

export interface DemoSku {
  id: string;
  name: string;
  /** The price charged: the sale price while there is one. */
  price: string;
}

export interface DemoProduct {
  code: string;
  name: string;
  skus: DemoSku[];
  department: string;
  visible: boolean;
  active: boolean;
  giftCard: 'physical' | 'email' | null;
  fee: { type: FeeType; amount: number } | null;
}

const roundPrice = (value: number) => (Math.max(1, Math.round(value)) - 0.01).toFixed(2);

/**
 * About 470 products with their SKUs (each SKU a products row sharing product_code, exactly one the
 * default), a price schedule per SKU, fees, colours, and category and ASE drawer assignments.
 */
export async function seedProducts(
  db: DbOrTx,
  context: DemoContext,
  catalog: DemoCatalog,
  content: DemoContent,
): Promise<DemoProduct[]> {
  const random = context.random('products');
  const anchor = context.anchor;
  const feeSpecs = await seedFees(db);

  const productRows: (typeof products.$inferInsert)[] = [];
  const scheduleRows: (typeof priceSchedules.$inferInsert)[] = [];
  const assignmentRows: (typeof categoryProductAssignments.$inferInsert)[] = [];
  const specAssignmentRows: (typeof productSpecAssignments.$inferInsert)[] = [];
  const result: DemoProduct[] = [];
  let codeNumber = 10_000;
  let skuNumber = 204_100;

  const byDepartment = new Map<string, DemoLeaf[]>();
  for (const leaf of catalog.leaves)
    byDepartment.set(leaf.line.department, [...(byDepartment.get(leaf.line.department) ?? []), leaf]);

  for (const leaf of catalog.leaves) {
    const { line } = leaf;
    const names = random.faker.helpers
      .shuffle(
        NAME_WORDS.flatMap((word) =>
          line.nouns.map((noun, nounIndex) => ({ name: `${word} ${noun}`, nounIndex })),
        ),
      )
      .slice(0, line.count);
    if (line.variants === 'amount') names.splice(0, names.length, { name: line.nouns[0]!, nounIndex: 0 });
    for (const { name, nounIndex } of names) {
      codeNumber += random.int(1, 9);
      const code = `P${codeNumber}`;
      const giftCard =
        line.variants === 'amount' ? (leaf.id.endsWith('EGiftCards') ? 'email' : 'physical') : null;
      const active = giftCard !== null || random.chance(0.93);
      const bucket = giftCard
        ? 1
        : random.weighted([
            [1, 70],
            [2, 15],
            [3, 15],
          ] as const);
      const visible = bucket === 1;
      const omsVisible = bucket !== 3;
      const fineline = line.finelines[nounIndex % line.finelines.length]!;
      const retailBase = random.int(line.price[0], line.price[1]);
      const onSale = giftCard === null && random.chance(0.2);
      const featured = random.chance(0.08);
      const grown = line.living === true && random.chance(0.45);
      const exclusive = random.chance(0.06);
      const launched = random.chance(0.3) ? random.daysAgo(random.int(-20, 400), false) : null;
      const ends =
        leaf.id.includes('Valentines') || leaf.id.includes('MothersDay')
          ? addDays(launched ?? anchor, random.int(20, 90))
          : null;
      const image = random.chance(0.92)
        ? context.image({
            id: `product-${code.toLowerCase()}`,
            title: name,
            description: 'product-img',
            hue: ((DEPARTMENT_HUES[line.department] ?? 0) + (codeNumber % 6) * 9) % 360,
            caption: name,
            width: 480,
            height: 480,
            createdAt: random.daysAgo(random.int(30, 1500)),
          })
        : null;
      const fee =
        line.fee && random.chance(0.6)
          ? { type: line.fee, amount: random.chance(0.15) ? 0 : random.pick(FEE_AMOUNTS[line.fee]) }
          : null;
      const variants = variantsFor(line.variants, random);
      const defaultIndex = random.int(0, variants.length - 1);
      const dateCreated = random.daysAgo(random.int(30, 2200));
      const skus: DemoSku[] = [];
      for (const [index, variant] of variants.entries()) {
        skuNumber += random.int(1, 5);
        const id = String(skuNumber);
        const skuName = variant.suffix ? `${name} - ${variant.suffix}` : name;
        const retail = giftCard ? (25 * variant.factor).toFixed(2) : roundPrice(retailBase * variant.factor);
        const promotion = onSale ? roundPrice(Number(retail) * 0.8) : null;
        const infinite = giftCard !== null || random.chance(0.1);
        const quantity = infinite ? 0 : random.chance(0.08) ? 0 : random.int(1, 250);
        const attributes: Record<string, string> = { HandlingFee: '0', TBD20: '', TBD21: '', TBD22: '' };
        if (variant.color) attributes.ColorVarient = variant.color;
        if (variant.size) attributes.Size = variant.size;
        const keyAttributes: Record<string, string> = {};
        if (line.living) {
          attributes.Light = random.pick(['Full sun', 'Part shade', 'Bright indirect light', 'Low light']);
          attributes.Water = random.pick(['Weekly', 'Twice a week', 'When the top inch is dry']);
          keyAttributes.Light = attributes.Light;
          if (random.chance(0.5)) keyAttributes.Water = attributes.Water;
          if (line.department === 'Nursery')
            keyAttributes['Hardiness Zone'] = random.pick(['3', '4', '4a', '4b']);
        }
        productRows.push({
          id,
          name: skuName,
          active: index === defaultIndex ? active : active && random.chance(0.9),
          productCode: code,
          isDefaultProduct: index === defaultIndex,
          webName: name,
          description: `${skuName}. ${random.faker.lorem.sentence()}`,
          visible,
          omsVisible,
          department: line.department,
          class: line.class,
          fineline,
          retailPrice: retail,
          promotionPrice: promotion,
          quantityAvailable: quantity,
          safetyStock: random.chance(0.6) ? random.int(0, 12) : null,
          infiniteInventory: infinite,
          releaseDate1: launched,
          releaseDate2: ends,
          isFeatured: featured,
          isGrown: grown,
          isExclusive: exclusive,
          defaultPriceScheduleId: id,
          shipHeight: random.int(6, 48),
          shipWidth: random.int(6, 30),
          shipLength: random.int(6, 30),
          shipWeight: random.int(1, 60),
          dateCreated,
          xp: {
            SEO: {
              MetaTitle: visible ? `${name} | Bachman's` : null,
              MetaDescription: visible
                ? `${name} from Bachman's ${line.class.toLowerCase()}, delivered in the Twin Cities.`
                : null,
            },
            RequireNotes: line.class === 'Sympathy' || fineline === 'Greeting Cards' || giftCard === 'email',
            CodeB2: line.nationwide ? 'Y' : 'N',
            CodeB3: infinite ? INFINITE_INVENTORY_CODE : random.pick(['1', '2', '4']),
            CodeB4: null,
            Delivery: random.chance(0.05)
              ? { InStorePickUp: { enabled: true, leadDays: 0 }, UPS: { enabled: true, leadDays: 3 } }
              : null,
            NonDeliveryDates:
              line.department === 'Fresh Flowers' && random.chance(0.3)
                ? [isoDay(addDays(anchor, random.int(5, 20))), isoDay(addDays(anchor, random.int(21, 60)))]
                : [],
            ASE: random.chance(0.05) ? ['CHOCOLATES', GIFTCARDS_DRAWER_ID] : [],
            Contentful: { Images: image ? [image] : [] },
            WebDescription: `<p>${random.faker.lorem.paragraph()}</p>`,
            Warranty:
              line.living && random.chance(0.1)
                ? '<p>Guaranteed to bloom this season or we replace it.</p>'
                : null,
            Attributes: attributes,
            KeyAttributes: keyAttributes,
            SpecsOptions: { Size: variant.size },
            WeightUnit: 'lb',
            Related: [],
            Articles: line.living && random.chance(0.3) ? random.sample(content.articles, 2) : [],
          },
        });
        scheduleRows.push({
          id,
          name: skuName,
          applyTax: giftCard === null,
          priceBreaks: [{ Quantity: 1, Price: Number(promotion ?? retail) }],
          xp: {
            Price: {
              RetailPrice: Number(retail),
              PromotionPrice: promotion === null ? null : Number(promotion),
            },
          },
        });
        assignmentRows.push({
          catalogId: CATALOGS.Bachmans,
          categoryId: leaf.id,
          productId: id,
          listOrder: null,
        });
        const drawer = aseDrawerFor(fineline, line.class, giftCard);
        if (drawer)
          assignmentRows.push({
            catalogId: CATALOGS.ASE,
            categoryId: drawer,
            productId: id,
            listOrder: null,
          });
        if (fee) {
          const spec = feeSpecs.get(`${fee.type}:${fee.amount}`)!;
          specAssignmentRows.push({
            specId: spec.id,
            productId: id,
            defaultValue: spec.defaultValue,
            defaultOptionId: spec.defaultOptionId,
          });
        }
        skus.push({ id, name: skuName, price: promotion ?? retail });
      }
      result.push({ code, name, skus, department: line.department, visible, active, giftCard, fee });
    }
    // Some products also belong to a second category of the same department (an occasion, a season).
    const siblings = byDepartment
      .get(line.department)!
      .filter((other) => other.id !== leaf.id && other.line.variants !== 'amount');
    if (siblings.length > 0) {
      for (const product of result.slice(-names.length).filter(() => random.chance(0.15))) {
        const second = random.pick(siblings);
        for (const sku of product.skus)
          assignmentRows.push({
            catalogId: CATALOGS.Bachmans,
            categoryId: second.id,
            productId: sku.id,
            listOrder: null,
          });
      }
    }
  }

  // "Bachman's Suggests": related product codes of the same department.
  for (const row of productRows) {
    if (!row.isDefaultProduct || !random.chance(0.3)) continue;
    const candidates = result.filter(
      (product) => product.department === row.department && product.code !== row.productCode,
    );
    (row.xp as { Related: string[] }).Related = random
      .sample(candidates, random.int(2, 4))
      .map((product) => product.code);
  }

  await insertRows(db, products, productRows);
  await insertRows(db, priceSchedules, scheduleRows);
  await insertRows(db, categoryProductAssignments, assignmentRows);
  await insertRows(db, productSpecAssignments, specAssignmentRows);
  await insertRows(
    db,
    colors,
    Object.entries(COLOR_CODES).map(([name, code]) => ({ name, code })),
  );
  return result;
}

function aseDrawerFor(fineline: string, cls: string, giftCard: DemoProduct['giftCard']): string | null {
  if (giftCard) return GIFTCARDS_DRAWER_ID;
  if (cls === 'Vases') return 'VASES';
  return (
    { Balloons: 'BALLOONS', Plush: 'PLUSH', Chocolates: 'CHOCOLATES', 'Greeting Cards': 'CARDS' }[fineline] ??
    null
  );
}

interface FeeSpec {
  id: string;
  defaultValue: string;
  defaultOptionId: string;
}

/** Assembly and placement fees: three amounts each and a no-charge fee ('…NC'). */
async function seedFees(db: DbOrTx): Promise<Map<string, FeeSpec>> {
  const specRows: (typeof specs.$inferInsert)[] = [];
  const optionRows: (typeof specOptions.$inferInsert)[] = [];
  const byKey = new Map<string, FeeSpec>();
  for (const type of Object.keys(FEE_TYPES) as FeeType[]) {
    const { idPrefix, chargeOptionId, noChargeOptionId } = FEE_TYPES[type];
    for (const amount of FEE_AMOUNTS[type]) {
      const id = feeIdFor(type, amount);
      const charge = feeChargeOption(type, amount);
      specRows.push({ id, name: feeName(type, amount), xp: {} });
      optionRows.push(
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
          id: noChargeOptionId,
          value: '0.00',
          priceMarkupType: 'NoMarkup',
          priceMarkup: null,
          listOrder: 2,
        },
      );
      byKey.set(`${type}:${amount}`, { id, defaultValue: charge.Value, defaultOptionId: chargeOptionId });
    }
    const noCharge = `${idPrefix}${NO_CHARGE_FEE_SUFFIX}`;
    specRows.push({ id: noCharge, name: feeName(type, 0), xp: {} });
    optionRows.push({
      specId: noCharge,
      id: noChargeOptionId,
      value: '0.00',
      priceMarkupType: 'NoMarkup',
      priceMarkup: null,
      listOrder: 1,
    });
    byKey.set(`${type}:0`, { id: noCharge, defaultValue: '0.00', defaultOptionId: noChargeOptionId });
  }
  await insertRows(db, specs, specRows);
  await insertRows(db, specOptions, optionRows);
  return byKey;
}
