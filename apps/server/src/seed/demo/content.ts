import type { ArticleRef } from '@commerce/domain';
import type { DbOrTx } from '../../db/client.ts';
import { contentEntries } from '../../db/schema/index.ts';
import { insertRows } from '../insert.ts';
import { kebab, type DemoContext } from './context.ts';

export interface DemoContent {
  /** Published content blocks (simple and complex) for the category, DCF and store slots. */
  blocks: { id: string; type: 'simpleContentBlock' | 'complexContentBlock' }[];
  /** Top-level 'services' static pages: what the Related Services slot offers. */
  servicePages: string[];
  articles: ArticleRef[];
}

const SIMPLE_BLOCKS = [
  'Free local delivery on orders over $75',
  'Spring Open House this weekend',
  'Order by 1 PM for same-day delivery',
  'Purple Perks members earn double points',
  'Shop Valentine’s Day roses early',
  'Holiday hours at all stores',
];
const COMPLEX_BLOCKS = [
  'Plant Care Promise',
  'Meet Our Floral Designers',
  'Garden Centre Seasonal Guide',
  'Wedding Flowers Showcase',
  'Bachman’s Grown Greenhouses',
  'Sympathy Flowers Guidance',
  'Houseplant of the Month',
  'Gift Ideas Under $50',
];
const SERVICE_PAGES = [
  'Wedding & Event Flowers',
  'Landscape Design',
  'Interior Plantscaping',
  'Floral Subscriptions',
  'Corporate Gifting',
  'Plant Doctor',
];
const ARTICLES = [
  'How to Care for Your Orchid',
  'Choosing Perennials for Minnesota Gardens',
  'Keeping Cut Flowers Fresh Longer',
  'Overwintering Tender Plants',
  'What to Send for a Funeral',
  'Houseplants for Low Light',
  'Planting a Pollinator Garden',
  'Poinsettia Care Through the Holidays',
  'Rose Colours and What They Mean',
  'Container Gardening on a Balcony',
  'Feeding Backyard Birds in Winter',
  'Choosing the Right Pot for a Houseplant',
];

/** Content service entries: blocks, services pages (one unpublished, one a child page) and articles. */
export async function seedContent(db: DbOrTx, context: DemoContext): Promise<DemoContent> {
  const random = context.random('content');
  const entryId = () => random.faker.string.alphanumeric({ length: 22, casing: 'mixed' });
  const rows: (typeof contentEntries.$inferInsert)[] = [];
  const result: DemoContent = { blocks: [], servicePages: [], articles: [] };
  const dateCreated = () => random.daysAgo(random.int(20, 900));

  for (const [index, name] of SIMPLE_BLOCKS.entries()) {
    const id = entryId();
    const published = index !== SIMPLE_BLOCKS.length - 1;
    rows.push({
      id,
      contentType: 'simpleContentBlock',
      title: name,
      fields: { name, body: `${name}.` },
      tags: ['promo'],
      publishedCounter: published ? random.int(1, 9) : 0,
      dateCreated: dateCreated(),
    });
    if (published) result.blocks.push({ id, type: 'simpleContentBlock' });
  }
  for (const name of COMPLEX_BLOCKS) {
    const id = entryId();
    rows.push({
      id,
      contentType: 'complexContentBlock',
      title: name,
      fields: { name, heading: name, body: random.faker.lorem.paragraph() },
      tags: ['editorial'],
      publishedCounter: random.int(1, 12),
      dateCreated: dateCreated(),
    });
    result.blocks.push({ id, type: 'complexContentBlock' });
  }
  for (const [index, title] of SERVICE_PAGES.entries()) {
    const id = entryId();
    const published = index !== SERVICE_PAGES.length - 1;
    rows.push({
      id,
      contentType: 'staticPage',
      title,
      fields: { title, slug: kebab(title), section: 'services', navigation: true, parentPage: null },
      tags: ['services'],
      publishedCounter: published ? random.int(1, 6) : 0,
      dateCreated: dateCreated(),
    });
    if (published) result.servicePages.push(id);
  }
  const parent = result.servicePages[0]!;
  rows.push({
    id: entryId(),
    contentType: 'staticPage',
    title: 'Wedding Consultations',
    fields: {
      title: 'Wedding Consultations',
      slug: 'wedding-consultations',
      section: 'services',
      navigation: true,
      parentPage: parent,
    },
    tags: ['services'],
    publishedCounter: 2,
    dateCreated: dateCreated(),
  });
  rows.push({
    id: entryId(),
    contentType: 'staticPage',
    title: 'About Bachman’s',
    fields: { title: 'About Bachman’s', slug: 'about', section: 'about', navigation: true, parentPage: null },
    tags: [],
    publishedCounter: 3,
    dateCreated: dateCreated(),
  });
  for (const title of ARTICLES) {
    const id = entryId();
    const slug = kebab(title);
    rows.push({
      id,
      contentType: 'article',
      title,
      fields: { title, slug, summary: random.faker.lorem.sentence() },
      tags: ['advice'],
      publishedCounter: random.int(1, 5),
      dateCreated: dateCreated(),
    });
    result.articles.push({ id, title, slug });
  }
  await insertRows(db, contentEntries, rows);
  return result;
}
