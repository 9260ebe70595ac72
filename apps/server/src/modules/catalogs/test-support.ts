import { CATALOGS, newCategoryXp, promoForNewCategory } from '@commerce/domain';
import type { Db } from '../../db/client.ts';
import { catalogs, categories, contentEntries, dcfCategories, products } from '../../db/schema/index.ts';

/** Blocks, a service page and an article of the content service, by role. */
export const ENTRIES = {
  simple: 'blockSimple1',
  complex: 'blockComplex1',
  complex2: 'blockComplex2',
  draft: 'blockDraft',
  service: 'pageServices',
  childService: 'pageChildService',
  article: 'articleOrchids',
} as const;

/**
 * A small catalogue for the module tests: Flowers > Roses > Dozen Roses, Plants, GiftCards; content
 * entries; drawers GIFTCARDS, BALLOONS, CARDS; two DCF records naming BALLOONS; products carrying DCF values.
 */
export async function seedCatalogue(db: Db) {
  await db.insert(catalogs).values([
    { id: CATALOGS.Bachmans, name: "Bachman's" },
    { id: CATALOGS.ASE, name: 'Add Something Extra' },
    { id: CATALOGS.DCF, name: 'DCF', xp: { Delivery: { InStorePickUp: { enabled: true, leadDays: 0 } } } },
  ]);
  const category = (
    id: string,
    parentId: string | null,
    name: string,
    listOrder: number,
    childCount: number,
  ) => ({
    catalogId: CATALOGS.Bachmans,
    id,
    parentId,
    name,
    listOrder,
    childCount,
    active: true,
    xp: {
      ...newCategoryXp(name.toLowerCase().replace(/ /g, '-'), promoForNewCategory(null)),
      Contentful: {
        Images: { Banner: null, List: { url: `/assets/x/${id}.svg`, title: name } },
        Promo: promoForNewCategory(null),
      },
    },
  });
  await db.insert(categories).values([
    {
      ...category('Flowers', null, 'Flowers', 1, 1),
      xp: {
        ...category('Flowers', null, 'Flowers', 1, 1).xp,
        Content: { stacked: { inherit: true, cascade: true, value: [ENTRIES.complex] } },
      },
    },
    category('Flowers_Roses', 'Flowers', 'Roses', 1, 1),
    category('Flowers_Roses_DozenRoses', 'Flowers_Roses', 'Dozen Roses', 1, 0),
    category('Plants', null, 'Plants', 2, 0),
    category('GiftCards', null, 'Gift Cards', 3, 0),
    { catalogId: CATALOGS.ASE, id: 'GIFTCARDS', name: "Bachman's Gift Cards", listOrder: 1, active: true },
    { catalogId: CATALOGS.ASE, id: 'BALLOONS', name: 'Balloons', listOrder: 2, active: true },
    { catalogId: CATALOGS.ASE, id: 'CARDS', name: 'Greeting Cards', listOrder: 3, active: true },
  ]);
  await db.insert(contentEntries).values([
    {
      id: ENTRIES.simple,
      contentType: 'simpleContentBlock',
      title: 'Free delivery',
      publishedCounter: 2,
      fields: { name: 'Free delivery' },
    },
    {
      id: ENTRIES.complex,
      contentType: 'complexContentBlock',
      title: 'Plant Care',
      publishedCounter: 1,
      fields: { name: 'Plant Care' },
    },
    {
      id: ENTRIES.complex2,
      contentType: 'complexContentBlock',
      title: 'Orchid Guide',
      publishedCounter: 1,
      fields: { name: 'Orchid Guide' },
    },
    {
      id: ENTRIES.draft,
      contentType: 'simpleContentBlock',
      title: 'Draft block',
      publishedCounter: 0,
      fields: { name: 'Draft block' },
    },
    {
      id: ENTRIES.service,
      contentType: 'staticPage',
      title: 'Landscape Design',
      publishedCounter: 1,
      fields: { title: 'Landscape Design', section: 'services', navigation: true, parentPage: null },
    },
    {
      id: ENTRIES.childService,
      contentType: 'staticPage',
      title: 'Wedding Consultations',
      publishedCounter: 1,
      fields: {
        title: 'Wedding Consultations',
        section: 'services',
        navigation: true,
        parentPage: ENTRIES.service,
      },
    },
    {
      id: ENTRIES.article,
      contentType: 'article',
      title: 'Orchid care',
      publishedCounter: 1,
      fields: { title: 'Orchid care', slug: 'orchid-care' },
    },
  ]);
  await db.insert(dcfCategories).values([
    {
      type: 'departments',
      id: 'Fresh Flowers',
      name: 'Fresh Flowers',
      xp: { Delivery: null, Warranty: null, ASE: ['BALLOONS', 'CARDS'], Content: null },
    },
    {
      type: 'finelines',
      id: 'Balloon Only',
      name: 'Balloon Only',
      xp: { Delivery: null, Warranty: '<p>w</p>', ASE: ['BALLOONS'], Content: null },
    },
  ]);
  const product = (
    id: string,
    fineline: string,
    isDefault = true,
    extra: Partial<typeof products.$inferInsert> = {},
  ) => ({
    id,
    name: id,
    productCode: id.split('-')[0]!,
    isDefaultProduct: isDefault,
    department: 'Fresh Flowers',
    class: 'Roses',
    fineline,
    ...extra,
  });
  await db
    .insert(products)
    .values([
      product('P1-1', 'Dozen Roses'),
      product('P1-2', 'Dozen Roses', false),
      product('P2-1', 'Dozen Roses', true, { xp: { ASE: ['BALLOONS'] } }),
      product('P3-1', 'Long Stem Roses'),
      product('WS1-1', 'Workshops', true, { isWorkshop: true }),
    ]);
}
