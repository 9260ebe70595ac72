import {
  ASE_TEXTS,
  DCF_EDIT_KEYS,
  DCF_ERRORS,
  type AseDrawerDetail,
  type BulkActionResult,
  type DcfDefault,
  type DcfDetail,
  type DcfFacet,
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
import { auditEvents, categories, dcfCategories, products } from '../../db/schema/index.ts';
import { ENTRIES, seedCatalogue } from '../catalogs/test-support.ts';

let t: TestApp;
let users: Record<'catalogue' | 'reader' | 'warrantyOnly' | 'service', string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.db);
  users = await signedInUsers(t, {
    catalogue: { permissions: ['dcf-reader', ...DCF_EDIT_KEYS] },
    reader: { permissions: ['dcf-reader'] },
    warrantyOnly: { permissions: ['dcf-reader', 'dcf-warranty'] },
    service: { permissions: ['customer-reader', 'product-reader', 'stores-reader', 'events-reader'] },
  });
});
afterAll(() => t.close());

const facets = async (type: string, search = '') =>
  (await api(t.app, users.reader).get(`/api/dcf/${type}${search ? `?search=${search}` : ''}`)).json<{
    Items: DcfFacet[];
  }>().Items;
const detail = async (type: string, value: string) =>
  (await api(t.app, users.reader).get(`/api/dcf/${type}/${encodeURIComponent(value)}`)).json<DcfDetail>();

describe('facets', () => {
  it('counts default SKUs that are not events, most first, then values configured by hand', async () => {
    expect(await facets('finelines')).toEqual([
      { Value: 'Dozen Roses', Count: 2 },
      { Value: 'Long Stem Roses', Count: 1 },
      { Value: 'Balloon Only', Count: 0 },
    ]);
    expect(await facets('departments')).toEqual([{ Value: 'Fresh Flowers', Count: 3 }]);
    expect(await facets('finelines', 'stem')).toEqual([{ Value: 'Long Stem Roses', Count: 1 }]);
  });

  it('follows product writes through the triggers (insert, move, delete)', async () => {
    await t.db.insert(products).values({
      id: 'P9-1',
      name: 'P9',
      productCode: 'P9',
      isDefaultProduct: true,
      department: 'Fresh Flowers',
      class: 'Roses',
      fineline: 'Long Stem Roses',
    });
    expect((await facets('finelines'))[0]).toEqual({ Value: 'Dozen Roses', Count: 2 });
    await t.db.update(products).set({ fineline: 'Long Stem Roses' }).where(eq(products.id, 'P1-1'));
    expect((await facets('finelines')).slice(0, 2)).toEqual([
      { Value: 'Long Stem Roses', Count: 3 },
      { Value: 'Dozen Roses', Count: 1 },
    ]);
    await t.db.delete(products).where(eq(products.id, 'P9-1'));
    expect((await facets('finelines'))[0]).toEqual({ Value: 'Long Stem Roses', Count: 2 });
  });

  it('answers 400 for an unknown type and 403 to a user without the DCF keys', async () => {
    expect((await api(t.app, users.reader).get('/api/dcf/colours')).statusCode).toBe(400);
    for (const url of [
      '/api/dcf/finelines',
      '/api/dcf/finelines/Dozen%20Roses',
      '/api/dcf/default',
      '/api/ase-drawers',
    ]) {
      expect(statusAndCode(await api(t.app, users.service).get(url)), url).toEqual({
        status: 403,
        code: 'Auth.InsufficientPermissions',
      });
    }
  });
});

describe('a value’s settings', () => {
  it('loads an unconfigured value as a blank active record at version 0', async () => {
    expect(await detail('classes', 'Roses')).toEqual({
      ID: 'Roses',
      Name: 'Roses',
      Active: true,
      Type: 'classes',
      Configured: false,
      Version: 0,
      xp: { Delivery: null, Warranty: null, ASE: null, Content: null },
    });
  });

  it('creates it at the first save and writes the whole record active, empty sections null', async () => {
    const saved = await api(t.app, users.catalogue).put(
      '/api/dcf/classes/Roses/delivery',
      { Delivery: { LocalDelivery: { enabled: true, leadDays: 2 }, UPS: { enabled: false, leadDays: 0 } } },
      ifMatch(0),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<DcfDetail>()).toMatchObject({ Configured: true, Version: 1, Active: true });
    const cleared = await api(t.app, users.catalogue).put(
      '/api/dcf/classes/Roses/delivery',
      { Delivery: { LocalDelivery: { enabled: false, leadDays: 2 } } },
      ifMatch(1),
    );
    expect(cleared.json<DcfDetail>().xp.Delivery).toBeNull();
    const warranty = await api(t.app, users.catalogue).put(
      '/api/dcf/classes/Roses/warranty',
      { Warranty: '<p><br></p>' },
      ifMatch(2),
    );
    expect(warranty.json<DcfDetail>().xp.Warranty).toBeNull();
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, 'classes/Roses'));
    expect(events.map((event) => event.action)).toEqual(['save-delivery', 'save-delivery', 'save-warranty']);
  });

  it('checks each section’s own key, its body, the version, the drawers and the content', async () => {
    const current = await detail('classes', 'Roses');
    const denied = await api(t.app, users.warrantyOnly).put(
      '/api/dcf/classes/Roses/ase',
      { ASE: ['CARDS'] },
      ifMatch(current.Version),
    );
    expect(statusAndCode(denied)).toEqual({ status: 403, code: 'Auth.InsufficientPermissions' });
    const negative = await api(t.app, users.catalogue).put(
      '/api/dcf/classes/Roses/delivery',
      { Delivery: { UPS: { enabled: true, leadDays: -1 } } },
      ifMatch(current.Version),
    );
    expect(statusAndCode(negative)).toEqual({ status: 400, code: 'ValidationFailure' });
    const fifth = await api(t.app, users.catalogue).put(
      '/api/dcf/classes/Roses/ase',
      { ASE: ['BALLOONS', 'CARDS', 'X', 'Y'] },
      ifMatch(current.Version),
    );
    expect(errorOf(fifth).Message).toBe(ASE_TEXTS.onlyGiftCardsFourth);
    const unknown = await api(t.app, users.catalogue).put(
      '/api/dcf/classes/Roses/ase',
      { ASE: ['NOPE'] },
      ifMatch(current.Version),
    );
    expect(statusAndCode(unknown)).toEqual({ status: 400, code: DCF_ERRORS.unknownDrawer.code });
    const draft = await api(t.app, users.catalogue).put(
      '/api/dcf/classes/Roses/content',
      { Content: { full: { inherit: true, cascade: true, value: [ENTRIES.draft] } } },
      ifMatch(current.Version),
    );
    expect(draft.statusCode).toBe(400);
    const stale = await api(t.app, users.catalogue).put(
      '/api/dcf/classes/Roses/ase',
      { ASE: ['CARDS'] },
      ifMatch(current.Version - 1),
    );
    expect(stale.statusCode).toBe(412);
    expect((await detail('classes', 'Roses')).Version).toBe(current.Version);
    const ok = await api(t.app, users.catalogue).put(
      '/api/dcf/classes/Roses/ase',
      { ASE: ['BALLOONS', 'CARDS', 'GIFTCARDS'] },
      ifMatch(current.Version),
    );
    expect(ok.json<DcfDetail>().xp.ASE).toEqual(['BALLOONS', 'CARDS', 'GIFTCARDS']);
  });

  it('keeps the default delivery with at least one method enabled', async () => {
    const read = await api(t.app, users.reader).get('/api/dcf/default');
    const current = read.json<DcfDefault>();
    expect(current.Delivery).toEqual({ InStorePickUp: { enabled: true, leadDays: 0 } });
    const none = await api(t.app, users.catalogue).put(
      '/api/dcf/default',
      { Delivery: { InStorePickUp: { enabled: false, leadDays: 0 } } },
      ifMatch(current.Version),
    );
    expect(statusAndCode(none)).toEqual({ status: 400, code: 'ValidationFailure' });
    const saved = await api(t.app, users.catalogue).put(
      '/api/dcf/default',
      { Delivery: { Courier: { enabled: true, leadDays: 1 } } },
      ifMatch(current.Version),
    );
    expect(saved.json<DcfDefault>()).toEqual({
      Delivery: { Courier: { enabled: true, leadDays: 1 } },
      Version: current.Version + 1,
    });
    expect(
      (await api(t.app, users.warrantyOnly).put('/api/dcf/default', { Delivery: {} }, ifMatch(2))).statusCode,
    ).toBe(403);
  });
});

describe('ASE drawers', () => {
  it('creates a drawer with its ID from the name, 409 when taken, 400 without a name', async () => {
    const created = await api(t.app, users.catalogue).post('/api/ase-drawers', {
      Name: 'Plush Friends',
      Description: 'Bears',
      Active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<AseDrawerDetail>()).toMatchObject({ ID: 'PLUSHFRIENDS', Version: 1 });
    const taken = await api(t.app, users.catalogue).post('/api/ase-drawers', {
      Name: 'plush friends',
      Description: null,
      Active: true,
    });
    expect(statusAndCode(taken)).toEqual({ status: 409, code: DCF_ERRORS.drawerIdInUse.code });
    const blank = await api(t.app, users.catalogue).post('/api/ase-drawers', {
      Name: ' ',
      Description: null,
      Active: true,
    });
    expect(errorOf(blank).ErrorCode).toBe('ValidationFailure');
    const renamed = await api(t.app, users.catalogue).patch(
      '/api/ase-drawers/PLUSHFRIENDS',
      { Active: false },
      ifMatch(1),
    );
    expect(renamed.json<AseDrawerDetail>()).toMatchObject({ Active: false, Version: 2 });
    expect(
      (
        await api(t.app, users.reader).post('/api/ase-drawers', {
          Name: 'X',
          Description: null,
          Active: true,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('deletes a drawer with every reference in one transaction, and never GIFTCARDS', async () => {
    const balloons = (
      await api(t.app, users.reader).get('/api/ase-drawers/BALLOONS')
    ).json<AseDrawerDetail>();
    expect(balloons.References).toEqual({ Dcf: 3, Products: 1 });
    const refs = await api(t.app, users.catalogue).get('/api/ase-drawers/references?IDs=BALLOONS,CARDS');
    expect(refs.json()).toEqual({ Dcf: 3, Products: 1 });
    const deleted = await api(t.app, users.catalogue).delete(
      '/api/ase-drawers/BALLOONS',
      ifMatch(balloons.Version),
    );
    expect(deleted.json()).toEqual({ References: { Dcf: 3, Products: 1 } });
    expect((await detail('departments', 'Fresh Flowers')).xp.ASE).toEqual(['CARDS']);
    expect((await detail('finelines', 'Balloon Only')).xp.ASE).toBeNull();
    expect((await detail('classes', 'Roses')).xp.ASE).toEqual(['CARDS', 'GIFTCARDS']);
    const [product] = await t.db.select().from(products).where(eq(products.id, 'P2-1'));
    expect(product!.xp.ASE).toBeNull();
    expect(
      await t.db
        .select()
        .from(categories)
        .where(and(eq(categories.catalogId, 'ASE'), eq(categories.id, 'BALLOONS'))),
    ).toEqual([]);

    const gift = (await api(t.app, users.reader).get('/api/ase-drawers/GIFTCARDS')).json<AseDrawerDetail>();
    const refused = await api(t.app, users.catalogue).delete(
      '/api/ase-drawers/GIFTCARDS',
      ifMatch(gift.Version),
    );
    expect(statusAndCode(refused)).toEqual({ status: 409, code: DCF_ERRORS.builtInDrawer.code });
  });

  it('deletes in bulk, each drawer on its own, reporting GIFTCARDS and unknown IDs as failed', async () => {
    const response = await api(t.app, users.catalogue).post('/api/ase-drawers/bulk', {
      Action: 'delete',
      IDs: ['CARDS', 'GIFTCARDS', 'NOPE'],
    });
    const result = response.json<BulkActionResult<unknown>>();
    expect(result.Succeeded).toEqual(['CARDS']);
    expect(result.Failed.map((failure) => [failure.ID, failure.ErrorCode])).toEqual([
      ['GIFTCARDS', DCF_ERRORS.builtInDrawer.code],
      ['NOPE', 'NotFound'],
    ]);
    expect((await detail('departments', 'Fresh Flowers')).xp.ASE).toBeNull();
    const [row] = await t.db.select().from(dcfCategories).where(eq(dcfCategories.id, 'Fresh Flowers'));
    expect(row!.active).toBe(true);
    expect(
      (await api(t.app, users.warrantyOnly).post('/api/ase-drawers/bulk', { Action: 'delete', IDs: ['X'] }))
        .statusCode,
    ).toBe(403);
  });
});
