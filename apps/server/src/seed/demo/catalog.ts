import {
  CATALOGS,
  categoryIdFor,
  categorySlugFor,
  GIFTCARDS_DRAWER_ID,
  promoForNewCategory,
  splitDescription,
  type CategoryPromo,
  type ContentSlots,
  type DeliveryMap,
} from '@commerce/domain';
import type { DbOrTx } from '../../db/client.ts';
import { CATALOG_NAMES } from '../../modules/categories/catalogues.ts';
import { catalogs, categories, dcfCategories } from '../../db/schema/index.ts';
import { insertRows } from '../insert.ts';
import type { DemoContext } from './context.ts';
import type { DemoContent } from './content.ts';
import { CATEGORY_TREE, type CategoryNode, type ProductLine } from './taxonomy.ts';

/** The catalogue default: what every product offers unless a DCF level or the product says otherwise. */
export const DEFAULT_DELIVERY: DeliveryMap = {
  InStorePickUp: { enabled: true, leadDays: 0 },
  LocalDelivery: { enabled: true, leadDays: 0 },
  Courier: { enabled: true, leadDays: 1 },
  UPS: { enabled: false, leadDays: 0 },
  USPS: { enabled: false, leadDays: 0 },
  Wired: { enabled: true, leadDays: 0 },
  Email: { enabled: false, leadDays: 0 },
};

export const ASE_DRAWERS = [
  { id: GIFTCARDS_DRAWER_ID, name: "Bachman's Gift Cards", description: 'Add a gift card to any order.' },
  { id: 'BALLOONS', name: 'Balloons', description: 'Mylar and latex balloons for every occasion.' },
  { id: 'CHOCOLATES', name: 'Chocolates', description: 'Truffles and chocolates from local makers.' },
  { id: 'PLUSH', name: 'Plush Friends', description: 'Teddy bears and plush animals.' },
  { id: 'CARDS', name: 'Greeting Cards', description: 'A card with a handwritten message.' },
  { id: 'VASES', name: 'Keepsake Vases', description: 'Upgrade to a keepsake vase.' },
] as const;

export interface DemoLeaf {
  id: string;
  name: string;
  line: ProductLine;
}

export interface DemoCatalog {
  leaves: DemoLeaf[];
  /** Categories by ID, for the products' xp and the events' types. */
  ids: Set<string>;
}

const WARRANTY_HTML =
  '<p><strong>Plant Care Promise.</strong> If your plant does not thrive within 30 days, bring it back with your receipt ' +
  'for a replacement or store credit.</p>';
const TREE_WARRANTY_HTML =
  '<p><strong>One-Year Guarantee.</strong> Trees and shrubs planted by our crews are guaranteed for one growing season.</p>';

/** A page text long enough to need xp.DescriptionOverflow. */
const longText = (name: string, paragraphs: string[]) =>
  [`${name} from Bachman's: grown, chosen and arranged in Minnesota since 1885.`, ...paragraphs].join('\n\n');

/**
 * Catalogues (Bachmans with its three-level tree, ASE with the drawers, DCF with the default delivery),
 * and the department, class and fineline settings.
 */
export async function seedCatalog(
  db: DbOrTx,
  context: DemoContext,
  content: DemoContent,
): Promise<DemoCatalog> {
  const random = context.random('catalog');
  const year = context.anchor.getUTCFullYear();
  await insertRows(db, catalogs, [
    { id: CATALOGS.Bachmans, name: CATALOG_NAMES[CATALOGS.Bachmans], xp: {} },
    { id: CATALOGS.ASE, name: CATALOG_NAMES[CATALOGS.ASE], xp: {} },
    { id: CATALOGS.DCF, name: CATALOG_NAMES[CATALOGS.DCF], xp: { Delivery: DEFAULT_DELIVERY } },
  ]);

  const rows: (typeof categories.$inferInsert)[] = [];
  const leaves: DemoLeaf[] = [];
  const dateRange = (seasonal: CategoryNode['seasonal']): [string | null, string | null] => {
    switch (seasonal) {
      case 'valentines':
        return [`${year}-01-15T00:00:00.000Z`, `${year}-02-15T23:59:59.999Z`];
      case 'mothers':
        return [`${year}-04-15T00:00:00.000Z`, `${year}-05-20T23:59:59.999Z`];
      case 'christmas':
        return [`${year}-11-01T00:00:00.000Z`, `${year}-12-31T23:59:59.999Z`];
      default:
        return [null, null];
    }
  };

  const visit = (
    node: CategoryNode,
    parent: { id: string; slug: string; promo: CategoryPromo } | null,
    listOrder: number,
    depth: number,
  ) => {
    const id = node.id ?? categoryIdFor(node.name, parent?.id);
    const slug = categorySlugFor(node.name, parent?.slug);
    const promo = promoForNewCategory(parent?.promo ?? null);
    const children = node.children ?? [];
    const [startDate, endDate] = dateRange(node.seasonal);
    const text =
      depth === 1 && id === 'Flowers'
        ? longText(node.name, random.faker.lorem.paragraphs(14).split('\n'))
        : `${node.name}: ${random.faker.lorem.sentences(2)}`;
    const { Description, DescriptionOverflow } = splitDescription(text);
    const banner = context.image({
      id: `category-${slug}-banner`,
      title: `${node.name} banner`,
      description: 'category-banner-img',
      hue: (rows.length * 37) % 360,
      caption: node.name,
      width: 1200,
      height: 300,
      createdAt: random.daysAgo(random.int(60, 700)),
    });
    const list = context.image({
      id: `category-${slug}-list`,
      title: `${node.name} list image`,
      description: 'category-list-img',
      hue: (rows.length * 37) % 360,
      caption: node.name,
      width: 400,
      height: 400,
      createdAt: random.daysAgo(random.int(60, 700)),
    });
    const contentSlots: ContentSlots = {};
    if (depth < 3 && random.chance(0.6)) {
      const simple = content.blocks.filter((block) => block.type === 'simpleContentBlock');
      const complex = content.blocks.filter((block) => block.type === 'complexContentBlock');
      contentSlots.banner = {
        inherit: false,
        cascade: true,
        value: [random.pick(simple).id],
        type: 'simpleContentBlock',
      };
      contentSlots.stacked = {
        inherit: true,
        cascade: true,
        value: random.sample(complex, random.int(1, 4)).map((block) => block.id),
        type: 'complexContentBlock',
      };
      if (depth === 1)
        contentSlots.services = {
          inherit: true,
          cascade: true,
          value: random.sample(content.servicePages, 3),
          type: 'staticPage',
        };
    }
    rows.push({
      catalogId: CATALOGS.Bachmans,
      id,
      parentId: parent?.id ?? null,
      name: node.name,
      description: Description,
      listOrder,
      active: node.active ?? !(node.seasonal === 'christmas' && random.chance(0.5)),
      childCount: children.length,
      dateCreated: random.daysAgo(random.int(700, 2500)),
      xp: {
        StartDate: startDate,
        EndDate: endDate,
        ShortDescription: random.faker.lorem.sentence({ min: 6, max: 12 }),
        Departments: node.line ? [node.line.department] : [],
        Classes: node.line ? [node.line.class] : [],
        Finelines: node.line ? [...node.line.finelines] : [],
        SlugURL: slug,
        DescriptionOverflow,
        seo: {
          MetaTitle: `${node.name} | Bachman's`,
          MetaDescription: `Shop ${node.name.toLowerCase()} from Bachman's, delivered across the Twin Cities.`,
        },
        Contentful: {
          Images: {
            Banner: { url: banner.url, title: banner.title },
            List: { url: list.url, title: list.title },
          },
          Promo: promo,
        },
        Content: contentSlots,
        Articles: random.chance(0.35) ? random.sample(content.articles, random.int(1, 3)) : [],
      },
    });
    if (node.line) leaves.push({ id, name: node.name, line: node.line });
    children.forEach((child, index) => visit(child, { id, slug, promo }, index + 1, depth + 1));
  };
  CATEGORY_TREE.forEach((node, index) => visit(node, null, index + 1, 1));

  ASE_DRAWERS.forEach((drawer, index) =>
    rows.push({
      catalogId: CATALOGS.ASE,
      id: drawer.id,
      parentId: null,
      name: drawer.name,
      description: drawer.description,
      listOrder: index + 1,
      active: drawer.id !== 'VASES',
      childCount: 0,
      dateCreated: random.daysAgo(random.int(700, 2500)),
      xp: {},
    }),
  );
  await insertRows(db, categories, rows);
  await seedDcfSettings(db, context, leaves, content);
  return { leaves, ids: new Set(rows.map((row) => row.id)) };
}

/** Settings for some departments, classes and finelines; the rest load blank (spec 2 §8). */
async function seedDcfSettings(
  db: DbOrTx,
  context: DemoContext,
  leaves: readonly DemoLeaf[],
  content: DemoContent,
) {
  const random = context.random('dcf');
  const rows = new Map<string, typeof dcfCategories.$inferInsert>();
  const complex = content.blocks.filter((block) => block.type === 'complexContentBlock');
  const add = (type: 'departments' | 'classes' | 'finelines', id: string, xp: Record<string, unknown>) => {
    if (!rows.has(`${type}:${id}`)) rows.set(`${type}:${id}`, { type, id, name: id, active: true, xp });
  };
  add('departments', 'Fresh Flowers', {
    Delivery: {
      InStorePickUp: { enabled: true, leadDays: 0 },
      LocalDelivery: { enabled: true, leadDays: 0 },
      Wired: { enabled: true, leadDays: 0 },
    },
    Warranty: '<p>Our flowers are guaranteed fresh for seven days.</p>',
    ASE: ['BALLOONS', 'CHOCOLATES', 'CARDS', GIFTCARDS_DRAWER_ID],
    Content: { full: { inherit: true, cascade: true, value: [complex[0]!.id] } },
  });
  add('departments', 'Tropical Plants', {
    Delivery: {
      InStorePickUp: { enabled: true, leadDays: 0 },
      LocalDelivery: { enabled: true, leadDays: 1 },
      UPS: { enabled: true, leadDays: 2 },
    },
    Warranty: WARRANTY_HTML,
    ASE: ['CARDS', 'PLUSH'],
    Content: null,
  });
  add('departments', 'Nursery', {
    Delivery: {
      InStorePickUp: { enabled: true, leadDays: 0 },
      LocalDelivery: { enabled: true, leadDays: 2 },
    },
    Warranty: WARRANTY_HTML,
    ASE: null,
    Content: null,
  });
  add('departments', 'Gift Cards', {
    Delivery: {
      InStorePickUp: { enabled: true, leadDays: 0 },
      USPS: { enabled: true, leadDays: 0 },
      Email: { enabled: true, leadDays: 0 },
    },
    Warranty: null,
    ASE: null,
    Content: null,
  });
  add('classes', 'Trees', {
    Delivery: { LocalDelivery: { enabled: true, leadDays: 5 } },
    Warranty: TREE_WARRANTY_HTML,
    ASE: null,
    Content: null,
  });
  add('classes', 'Shrubs', { Delivery: null, Warranty: TREE_WARRANTY_HTML, ASE: null, Content: null });
  add('classes', 'Sympathy', {
    Delivery: { LocalDelivery: { enabled: true, leadDays: 0 }, Wired: { enabled: true, leadDays: 0 } },
    Warranty: null,
    ASE: ['CARDS'],
    Content: null,
  });
  add('classes', 'Orchids', {
    Delivery: null,
    Warranty: WARRANTY_HTML,
    ASE: ['VASES', 'CARDS', 'CHOCOLATES', GIFTCARDS_DRAWER_ID],
    Content: {
      dynamic: { inherit: true, cascade: true, value: random.sample(complex, 3).map((block) => block.id) },
    },
  });
  add('finelines', 'Dozen Roses', {
    Delivery: null,
    Warranty: null,
    ASE: ['VASES', 'CHOCOLATES', 'BALLOONS'],
    Content: null,
  });
  add('finelines', 'Poinsettias', {
    Delivery: {
      InStorePickUp: { enabled: true, leadDays: 0 },
      LocalDelivery: { enabled: true, leadDays: 1 },
    },
    Warranty: WARRANTY_HTML,
    ASE: null,
    Content: null,
  });
  // A few finelines were saved once with nothing set; the rest were never configured and load blank.
  for (const leaf of leaves.filter(() => random.chance(0.15)))
    add('finelines', leaf.line.finelines[0]!, { Delivery: null, Warranty: null, ASE: null, Content: null });
  await insertRows(db, dcfCategories, [...rows.values()]);
}
