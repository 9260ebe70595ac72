import {
  CATEGORY_ERRORS,
  CONTENT_ERRORS,
  type CategoryDetail,
  type CategoryTreeNode,
  type ListPage,
} from '@commerce/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  errorOf,
  ifMatch,
  signedInUsers,
  statusAndCode,
  type TestApp,
} from '../../../test/helpers.ts';
import { auditEvents, categories, categoryProductAssignments } from '../../db/schema/index.ts';
import { ENTRIES, seedCatalogue } from '../catalogs/test-support.ts';

let t: TestApp;
let users: Record<'editor' | 'reader' | 'service', string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.db);
  users = await signedInUsers(t, {
    editor: {
      permissions: ['categories-reader', 'categories-edit', 'categories-create', 'categories-delete'],
    },
    reader: { permissions: ['categories-reader'] },
    service: { permissions: ['customer-reader', 'product-reader', 'stores-reader', 'events-reader'] },
  });
});
afterAll(() => t.close());

const children = async (cookie: string, parent: string) => {
  const response = await api(t.app, cookie).get(
    `/api/categories?ParentID=${encodeURIComponent(parent)}&pageSize=100`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListPage<CategoryTreeNode>>().Items;
};
const detail = async (id: string) => {
  const response = await api(t.app, users.reader).get(`/api/categories/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CategoryDetail>();
};
const row = async (id: string) =>
  (
    await t.db
      .select()
      .from(categories)
      .where(and(eq(categories.catalogId, 'Bachmans'), eq(categories.id, id)))
  )[0];

describe('the tree', () => {
  it('lists the roots and a node’s children in ListOrder, with thumbnails and child counts', async () => {
    expect((await children(users.reader, '!*')).map((node) => node.ID)).toEqual([
      'Flowers',
      'Plants',
      'GiftCards',
    ]);
    const [roses] = await children(users.reader, 'Flowers');
    expect(roses).toEqual({
      ID: 'Flowers_Roses',
      ParentID: 'Flowers',
      Name: 'Roses',
      Active: true,
      ListOrder: 1,
      ChildCount: 1,
      Thumbnail: '/assets/x/Flowers_Roses.svg',
    });
    // The ASE drawers share the table but are not part of the tree.
    const search = await api(t.app, users.reader).get('/api/categories?search=ball');
    expect(search.json<ListPage<CategoryTreeNode>>().Items).toEqual([]);
  });

  it('answers a category with its ancestors top-down (breadcrumb and inherited slots)', async () => {
    const dozen = await detail('Flowers_Roses_DozenRoses');
    expect(dozen.Ancestors.map((ancestor) => ancestor.ID)).toEqual(['Flowers', 'Flowers_Roses']);
    expect(dozen.Ancestors[0]!.Content.stacked?.value).toEqual([ENTRIES.complex]);
    const missing = await api(t.app, users.reader).get('/api/categories/Nope');
    expect(statusAndCode(missing)).toEqual({ status: 404, code: 'NotFound' });
  });

  it('finds categories from the command palette by name or ID, exact first, for category readers only', async () => {
    const found = await api(t.app, users.reader).get('/api/search?q=roses');
    expect(found.json<{ Items: { Kind: string; ID: string; Path: string }[] }>().Items).toEqual([
      expect.objectContaining({ Kind: 'category', ID: 'Flowers_Roses', Path: '/categories/Flowers_Roses' }),
      expect.objectContaining({ Kind: 'category', ID: 'Flowers_Roses_DozenRoses' }),
    ]);
    const none = await api(t.app, users.service).get('/api/search?q=roses');
    expect(none.json<{ Items: unknown[] }>().Items).toEqual([]);
  });

  it('refuses every catalogue route to a user without the category keys (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/categories'],
      ['GET', '/api/categories/Flowers'],
      ['POST', '/api/categories'],
      ['PUT', '/api/categories/order'],
    ] as const) {
      const response = await api(t.app, users.service).send(method, url, {});
      expect(statusAndCode(response), url).toEqual({ status: 403, code: 'Auth.InsufficientPermissions' });
    }
  });
});

describe('creating', () => {
  it('derives ID and slug, starts inactive and last, and counts the child on the parent', async () => {
    const response = await api(t.app, users.editor).post('/api/categories', {
      Name: "Mother's Day",
      ParentID: 'Flowers',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<CategoryDetail>();
    expect(created).toMatchObject({
      ID: 'Flowers_MothersDay',
      ParentID: 'Flowers',
      Active: false,
      ListOrder: 2,
      ChildCount: 0,
      xp: {
        SlugURL: 'flowers-mothers-day',
        Contentful: { Promo: { Banner: { inherit: true, cascade: true } } },
      },
    });
    expect((await row('Flowers'))!.childCount).toBe(2);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, 'Flowers_MothersDay'));
    expect(event).toMatchObject({ action: 'create', entity: 'category', actorId: 'editor' });
  });

  it('answers 409 for a taken ID, 400 for a blank name or a fourth level, and 403 without categories-create', async () => {
    const taken = await api(t.app, users.editor).post('/api/categories', {
      Name: 'roses',
      ParentID: 'Flowers',
    });
    expect(statusAndCode(taken)).toEqual({ status: 409, code: CATEGORY_ERRORS.idMustBeUnique.code });
    const blank = await api(t.app, users.editor).post('/api/categories', { Name: '  ', ParentID: null });
    expect(statusAndCode(blank)).toEqual({ status: 400, code: 'ValidationFailure' });
    const deep = await api(t.app, users.editor).post('/api/categories', {
      Name: 'Red',
      ParentID: 'Flowers_Roses_DozenRoses',
    });
    expect(statusAndCode(deep)).toEqual({ status: 400, code: 'ValidationFailure' });
    const giftCards = await api(t.app, users.editor).post('/api/categories', {
      Name: 'Red',
      ParentID: 'GiftCards',
    });
    expect(statusAndCode(giftCards)).toEqual({ status: 409, code: CATEGORY_ERRORS.noChildrenAllowed.code });
    const denied = await api(t.app, users.reader).post('/api/categories', { Name: 'Red', ParentID: null });
    expect(denied.statusCode).toBe(403);
    expect(await row('Red')).toBeUndefined();
  });
});

describe('editing', () => {
  it('saves Basic Settings and SEO against the version, merging xp, and refuses a stale one (412)', async () => {
    const before = await detail('Plants');
    const response = await api(t.app, users.editor).patch(
      '/api/categories/Plants',
      {
        Name: 'House Plants',
        Active: false,
        xp: {
          StartDate: '2026-03-01T00:00:00.000Z',
          EndDate: '2026-03-31T23:59:59.999Z',
          ShortDescription: 'Green',
        },
      },
      ifMatch(before.Version),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<CategoryDetail>();
    expect(saved).toMatchObject({ Name: 'House Plants', Active: false, Version: before.Version + 1 });
    // Merged: the images set before are still there.
    expect(saved.xp.Contentful.Images.List).toEqual({ url: '/assets/x/Plants.svg', title: 'Plants' });
    const stale = await api(t.app, users.editor).patch(
      '/api/categories/Plants',
      { Name: 'X' },
      ifMatch(before.Version),
    );
    expect(statusAndCode(stale)).toEqual({ status: 412, code: 'Conflict.StaleVersion' });
  });

  it('refuses an end before the start, also against the stored start, and unknown fields (400, nothing changed)', async () => {
    const current = await detail('Plants');
    const endOnly = await api(t.app, users.editor).patch(
      '/api/categories/Plants',
      { xp: { EndDate: '2026-02-01T23:59:59.999Z' } },
      ifMatch(current.Version),
    );
    expect(statusAndCode(endOnly)).toEqual({ status: 400, code: 'ValidationFailure' });
    expect(errorOf(endOnly).Message).toBe('End date cannot be before start date.');
    const unknown = await api(t.app, users.editor).patch(
      '/api/categories/Plants',
      { ID: 'X' },
      ifMatch(current.Version),
    );
    expect(unknown.statusCode).toBe(400);
    const script = await api(t.app, users.editor).patch(
      '/api/categories/Plants',
      { xp: { Contentful: { Images: { Banner: { url: 'javascript:alert(1)', title: 'x' } } } } },
      ifMatch(current.Version),
    );
    expect(script.statusCode).toBe(400);
    expect((await detail('Plants')).Version).toBe(current.Version);
  });

  it('saves content slots with offered entries only (published blocks; top-level service pages)', async () => {
    const current = await detail('Flowers_Roses');
    const draft = await api(t.app, users.editor).patch(
      '/api/categories/Flowers_Roses',
      { xp: { Content: { banner: { inherit: false, cascade: true, value: [ENTRIES.draft] } } } },
      ifMatch(current.Version),
    );
    expect(statusAndCode(draft)).toEqual({ status: 400, code: CONTENT_ERRORS.unknownEntry.code });
    const childPage = await api(t.app, users.editor).patch(
      '/api/categories/Flowers_Roses',
      { xp: { Content: { services: { inherit: false, cascade: true, value: [ENTRIES.childService] } } } },
      ifMatch(current.Version),
    );
    expect(childPage.statusCode).toBe(400);
    const tooMany = await api(t.app, users.editor).patch(
      '/api/categories/Flowers_Roses',
      {
        xp: {
          Content: { banner: { inherit: false, cascade: true, value: [ENTRIES.simple, ENTRIES.complex] } },
        },
      },
      ifMatch(current.Version),
    );
    expect(tooMany.statusCode).toBe(400);
    const ok = await api(t.app, users.editor).patch(
      '/api/categories/Flowers_Roses',
      {
        xp: {
          Content: {
            stacked: { inherit: false, cascade: true, value: [ENTRIES.complex2] },
            services: { inherit: false, cascade: true, value: [ENTRIES.service] },
          },
        },
      },
      ifMatch(current.Version),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const dozen = await detail('Flowers_Roses_DozenRoses');
    expect(dozen.Ancestors[1]!.Content.stacked?.value).toEqual([ENTRIES.complex2]);
  });
});

describe('reordering', () => {
  it('rewrites only the moved siblings’ ListOrder in one call, and refuses an order the user did not see (409)', async () => {
    const seen = (await children(users.editor, '!*')).map((node) => node.ID);
    expect(seen).toEqual(['Flowers', 'Plants', 'GiftCards']);
    const moved = await api(t.app, users.editor).put('/api/categories/order', {
      ParentID: null,
      IDs: ['Plants', 'Flowers', 'GiftCards'],
      Seen: seen,
    });
    expect(moved.json()).toEqual({
      Changed: [
        { ID: 'Plants', ListOrder: 1 },
        { ID: 'Flowers', ListOrder: 2 },
      ],
    });
    expect((await children(users.editor, '!*')).map((node) => node.ID)).toEqual([
      'Plants',
      'Flowers',
      'GiftCards',
    ]);
    const stale = await api(t.app, users.editor).put('/api/categories/order', {
      ParentID: null,
      IDs: ['GiftCards', 'Flowers', 'Plants'],
      Seen: seen,
    });
    expect(statusAndCode(stale)).toEqual({ status: 409, code: CATEGORY_ERRORS.orderChanged.code });
    const missing = await api(t.app, users.editor).put('/api/categories/order', {
      ParentID: null,
      IDs: ['Flowers', 'Plants'],
      Seen: ['Plants', 'Flowers', 'GiftCards'],
    });
    expect(missing.statusCode).toBe(409);
    const denied = await api(t.app, users.reader).put('/api/categories/order', {
      ParentID: null,
      IDs: ['Flowers', 'Plants', 'GiftCards'],
      Seen: ['Plants', 'Flowers', 'GiftCards'],
    });
    expect(denied.statusCode).toBe(403);
    expect((await children(users.editor, '!*')).map((node) => node.ID)).toEqual([
      'Plants',
      'Flowers',
      'GiftCards',
    ]);
  });
});

describe('deleting', () => {
  it('refuses a category with sub-categories, and deletes a leaf with its assignments and the parent’s count', async () => {
    const roses = await detail('Flowers_Roses');
    const refused = await api(t.app, users.editor).delete(
      '/api/categories/Flowers_Roses',
      ifMatch(roses.Version),
    );
    expect(statusAndCode(refused)).toEqual({ status: 409, code: CATEGORY_ERRORS.hasChildren.code });
    await t.db.insert(categoryProductAssignments).values({
      catalogId: 'Bachmans',
      categoryId: 'Flowers_Roses_DozenRoses',
      productId: 'P1-1',
    });
    const dozen = await detail('Flowers_Roses_DozenRoses');
    const stale = await api(t.app, users.editor).delete(
      '/api/categories/Flowers_Roses_DozenRoses',
      ifMatch(dozen.Version + 1),
    );
    expect(stale.statusCode).toBe(412);
    const deniedCookie = users.reader;
    expect(
      (
        await api(t.app, deniedCookie).delete(
          '/api/categories/Flowers_Roses_DozenRoses',
          ifMatch(dozen.Version),
        )
      ).statusCode,
    ).toBe(403);
    const deleted = await api(t.app, users.editor).delete(
      '/api/categories/Flowers_Roses_DozenRoses',
      ifMatch(dozen.Version),
    );
    expect(deleted.statusCode).toBe(204);
    expect(await row('Flowers_Roses_DozenRoses')).toBeUndefined();
    expect((await row('Flowers_Roses'))!.childCount).toBe(0);
    expect(await t.db.select().from(categoryProductAssignments)).toEqual([]);
  });
});
