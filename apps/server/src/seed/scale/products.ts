import { CATEGORY_TREE, NAME_WORDS, type CategoryNode, type ProductLine } from '../demo/taxonomy.ts';
import { MINNESOTA_SURNAMES } from '../demo/customers.ts';
import { DAY_MS } from '../random.ts';
import { copyLine } from './copy.ts';
import { Prng } from './prng.ts';

/** Scale product codes are 'S' and a number from 1,000,000; their SKUs add '-1', '-2', '-3'. */
export const SCALE_PRODUCT_START = 1_000_000;

const leaves = (nodes: readonly CategoryNode[]): ProductLine[] =>
  nodes.flatMap((node) => [
    ...(node.line && node.line.variants !== 'amount' ? [node.line] : []),
    ...leaves(node.children ?? []),
  ]);
const LINES = leaves(CATEGORY_TREE);
const SIZES = ['Standard', 'Deluxe', 'Premium'];

export const PRODUCT_COLUMNS = [
  'id',
  'name',
  'active',
  'product_code',
  'is_default_product',
  'web_name',
  'description',
  'visible',
  'oms_visible',
  'department',
  'class',
  'fineline',
  'retail_price',
  'promotion_price',
  'quantity_available',
  'safety_stock',
  'infinite_inventory',
  'release_date1',
  'is_featured',
  'is_grown',
  'is_exclusive',
  'default_price_schedule_id',
  'date_created',
  'xp',
] as const;
export const PRICE_SCHEDULE_COLUMNS = ['id', 'name', 'apply_tax', 'price_breaks', 'xp'] as const;

export interface ScaleSku {
  id: string;
  code: string;
  name: string;
  retail: string;
  promotion: string | null;
  isDefault: boolean;
  line: ProductLine;
}

/** The SKUs of one scale product: a cultivar-style name ("Heritage Peony 'Lindgren'"), 1 to 3 sizes. */
export function scaleSkus(number: number): ScaleSku[] {
  const random = new Prng(number * 7919);
  const line = random.pick(LINES);
  const name = `${random.pick(NAME_WORDS)} ${random.pick(line.nouns)} '${random.pick(MINNESOTA_SURNAMES)}'`;
  const base = random.int(line.price[0], line.price[1]);
  const onSale = random.chance(0.2);
  const code = `S${number}`;
  return SIZES.slice(0, random.int(1, 3)).map((size, index) => {
    const retail = (Math.round(base * (1 + index * 0.4)) - 0.01).toFixed(2);
    return {
      id: `${code}-${index + 1}`,
      code,
      name: `${name} - ${size}`,
      retail,
      promotion: onSale ? (Math.round(Number(retail) * 0.8) - 0.01).toFixed(2) : null,
      isDefault: index === 0,
      line,
    };
  });
}

/** The product rows and price schedule rows of one scale product. */
export function scaleProductLines(number: number, anchor: Date): { products: string; schedules: string } {
  const random = new Prng(number);
  const skus = scaleSkus(number);
  const bucket = random.next();
  const active = random.chance(0.92);
  const created = new Date(anchor.getTime() - random.int(0, 6 * 365) * DAY_MS);
  let products = '';
  let schedules = '';
  for (const sku of skus) {
    const infinite = random.chance(0.1);
    products += copyLine([
      sku.id,
      sku.name,
      active,
      sku.code,
      sku.isDefault,
      sku.name.replace(/ - \w+$/, ''),
      `${sku.name}.`,
      bucket < 0.7,
      bucket < 0.85,
      sku.line.department,
      sku.line.class,
      random.pick(sku.line.finelines),
      sku.retail,
      sku.promotion,
      infinite ? 0 : random.chance(0.08) ? 0 : random.int(1, 500),
      random.chance(0.5) ? random.int(0, 12) : null,
      infinite,
      random.chance(0.3) ? new Date(anchor.getTime() - random.int(-30, 400) * DAY_MS) : null,
      random.chance(0.05),
      sku.line.living === true && random.chance(0.3),
      random.chance(0.05),
      sku.id,
      created,
      {
        CodeB3: infinite ? '9' : '1',
        CodeB2: sku.line.nationwide ? 'Y' : 'N',
        SEO: { MetaTitle: sku.name, MetaDescription: `${sku.name} from Bachman's.` },
        Attributes: {},
        KeyAttributes: {},
      },
    ]);
    schedules += copyLine([
      sku.id,
      sku.name,
      true,
      [{ Quantity: 1, Price: Number(sku.promotion ?? sku.retail) }],
      {
        Price: {
          RetailPrice: Number(sku.retail),
          PromotionPrice: sku.promotion === null ? null : Number(sku.promotion),
        },
      },
    ]);
  }
  return { products, schedules };
}
