import type { SearchResult, SearchResults } from '@commerce/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  createUser,
  signIn,
  statusAndCode,
  USER_PASSWORD,
  type TestApp,
} from '../../../test/helpers.ts';
import { adminUsers, permissionGroups } from '../../db/schema/index.ts';
import { insertCustomer, staff } from '../customers/test-fixtures.ts';
import { nextDigitPrefix } from '../customers/search.ts';

let t: TestApp;
/** customer-reader, internal-reader and internal-admin. */
let everyKind: string;
/** customer-reader only. */
let customersOnly: string;
/** customer-reader, in Training_Team. */
let trainee: string;
/** No keys. */
let nobody: string;

beforeAll(async () => {
  t = await createTestApp();
  const customer = (id: string, firstName: string, lastName: string, trainingUser = false) =>
    insertCustomer(t.db, {
      id,
      firstName,
      lastName,
      email: `${firstName}.${id}@example.com`.toLowerCase(),
      trainingUser,
    });
  await customer('1000123', 'Ann', 'Lindqvist');
  await customer('1000124', 'Bob', 'Lindgren');
  await customer('1000125', 'Cleo', 'lindahl');
  await customer('1000126', 'Dan', 'Lindberg');
  await customer('1000127', 'Eve', 'Lindell');
  await customer('1000128', 'Finn', 'Lindholm');
  await customer('2000123', 'Mary', 'Smithson');
  await customer('2000124', 'Mary Ann', 'Smith', true);
  await customer('2000125', 'Tina', 'Lindt', true);
  await customer('1012300', 'Otto', 'Numbers');
  // The guest account: never found, even by Training_Team (it is a training customer here to prove it).
  await customer('299999', 'Guest', 'Lindwall', true);

  everyKind = await staff(t.app, t.db, 'searcher', ['customer-reader', 'internal-reader', 'internal-admin']);
  customersOnly = await staff(t.app, t.db, 'custonly', ['customer-reader']);
  trainee = await staff(t.app, t.db, 'trainee', ['customer-reader', 'internal-reader'], { training: true });
  nobody = await staff(t.app, t.db, 'nobody', []);

  await createUser(t.db, { username: 'jdoe', email: 'jane.doe@example.com' });
  await createUser(t.db, { username: 'jdoe2' });
  await t.db
    .update(adminUsers)
    .set({ firstName: 'Jane', lastName: 'Lindemann' })
    .where(eq(adminUsers.id, 'jdoe'));
  await t.db.insert(permissionGroups).values([
    { id: 'Lind-Team', name: 'Holmgren Crew', permissions: [] },
    { id: 'Lind', name: 'Zeta', permissions: [] },
    { id: 'Resend-Admin-Lind', name: 'Lind resend', permissions: [] },
    { id: 'Lind-Mailing', name: 'Lind mailing list', permissions: [], isPermissionGroup: false },
  ]);
});
afterAll(() => t.close());

async function search(cookies: string, q: string): Promise<SearchResult[]> {
  const response = await api(t.app, cookies).get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResults>().Items;
}

const idsOf = (items: SearchResult[], kind: SearchResult['Kind']) =>
  items.filter((item) => item.Kind === kind).map((item) => item.ID);

describe('GET /api/search: customers', () => {
  it('finds a customer by exact ID, every ID a run of digits starts (in ID order), or nothing', async () => {
    expect(await search(everyKind, '1000123')).toEqual([
      {
        Kind: 'customer',
        ID: '1000123',
        Title: 'Ann Lindqvist',
        Subtitle: 'ann.1000123@example.com · 1000123',
        Path: '/customers/1000123',
      },
    ]);
    expect(idsOf(await search(everyKind, '10001'), 'customer')).toEqual([
      '1000123',
      '1000124',
      '1000125',
      '1000126',
      '1000127',
    ]);
    expect(idsOf(await search(everyKind, '101'), 'customer')).toEqual(['1012300']);
    expect(idsOf(await search(everyKind, '2000'), 'customer')).toEqual(['2000123', '2000124', '2000125']);
    expect(await search(everyKind, '99')).toEqual([]);
  });

  it('finds customers by the start of the last name, any case, in name order, at most 5', async () => {
    const found = await search(everyKind, 'LIND');
    expect(idsOf(found, 'customer')).toEqual(['1000125', '1000126', '1000127', '1000124', '1000128']);
    expect(idsOf(await search(everyKind, 'lindq'), 'customer')).toEqual(['1000123']);
    expect(idsOf(await search(everyKind, 'indq'), 'customer')).toEqual([]);
  });

  it('finds "first last": the first word starts the first name, the rest the last name', async () => {
    expect(idsOf(await search(everyKind, 'mar smi'), 'customer')).toEqual(['2000124', '2000123']);
    expect(idsOf(await search(everyKind, 'mary smiths'), 'customer')).toEqual(['2000123']);
    expect(idsOf(await search(everyKind, 'ann lindq'), 'customer')).toEqual(['1000123']);
    expect(idsOf(await search(everyKind, 'bob lindq'), 'customer')).toEqual([]);
  });

  it('takes the search text literally (LIKE wildcards match themselves)', async () => {
    expect(await search(everyKind, '%d')).toEqual([]);
    expect(await search(everyKind, '__')).toEqual([]);
    expect(await search(everyKind, "l' or '1'='1")).toEqual([]);
  });

  it('never finds the guest account 299999', async () => {
    for (const q of ['299999', '2999', 'lindw', 'guest lind']) {
      expect(idsOf(await search(everyKind, q), 'customer'), q).toEqual([]);
      expect(idsOf(await search(trainee, q), 'customer'), q).toEqual([]);
    }
  });

  it('shows Training_Team only training customers', async () => {
    expect(idsOf(await search(trainee, 'lind'), 'customer')).toEqual(['2000125']);
    expect(idsOf(await search(trainee, '1000123'), 'customer')).toEqual([]);
    expect(idsOf(await search(trainee, '2000'), 'customer')).toEqual(['2000124', '2000125']);
    expect(idsOf(await search(trainee, 'mar smi'), 'customer')).toEqual(['2000124']);
  });
});

describe('GET /api/search: internal users and roles', () => {
  /** Each text finds exactly `result` among the results of its kind. */
  async function findsOnly(result: SearchResult, texts: string[]) {
    for (const q of texts) {
      expect(
        (await search(everyKind, q)).filter((item) => item.Kind === result.Kind),
        q,
      ).toEqual([result]);
    }
  }

  it('finds internal users by username, first or last name start, any case; the exact username first', async () => {
    await findsOnly(
      {
        Kind: 'admin-user',
        ID: 'jdoe',
        Title: 'Jane Lindemann',
        Subtitle: 'jane.doe@example.com',
        Path: '/admin/users/jdoe',
      },
      ['jan', 'lindem', 'jane lind'],
    );
    // jdoe2 (last name 'jdoe2') sorts before Lindemann by name, but the exact username comes first.
    for (const q of ['jdoe', 'JDOE']) {
      expect(idsOf(await search(everyKind, q), 'admin-user'), q).toEqual(['jdoe', 'jdoe2']);
    }
    expect(idsOf(await search(everyKind, 'jd'), 'admin-user')).toEqual(['jdoe2', 'jdoe']);
    expect(idsOf(await search(everyKind, 'doe'), 'admin-user')).toEqual([]);
  });

  it('finds roles by ID or name containing the text, any case; never the resend-admin role or a plain group', async () => {
    await findsOnly(
      {
        Kind: 'role',
        ID: 'Lind-Team',
        Title: 'Holmgren Crew',
        Subtitle: 'Lind-Team',
        Path: '/admin/roles/Lind-Team',
      },
      ['lind-team', 'ND-TE', 'holmgren', 'crew'],
    );
    // The exact ID first, then by name (Holmgren Crew before Zeta).
    expect(idsOf(await search(everyKind, 'LIND'), 'role')).toEqual(['Lind', 'Lind-Team']);
    expect(idsOf(await search(everyKind, 'resend'), 'role')).toEqual([]);
    expect(idsOf(await search(everyKind, 'mailing'), 'role')).toEqual([]);
    expect(idsOf(await search(everyKind, 'Role of search'), 'role')).toEqual(['searcher-role']);
  });

  it('answers the kinds in order: customers, internal users, roles', async () => {
    const kinds = (await search(everyKind, 'lind')).map((item) => item.Kind);
    expect(kinds).toEqual([...Array<string>(5).fill('customer'), 'admin-user', 'role', 'role']);
  });
});

describe('GET /api/search: who finds what', () => {
  it('searches only the kinds whose keys the caller holds', async () => {
    expect(new Set((await search(customersOnly, 'lind')).map((item) => item.Kind))).toEqual(
      new Set(['customer']),
    );
    expect(new Set((await search(trainee, 'lind')).map((item) => item.Kind))).toEqual(
      new Set(['customer', 'admin-user']),
    );
    expect(await search(nobody, 'lind')).toEqual([]);
  });

  it('refuses a missing, too short, too long or control-character q (400), no session (401), a due reset (403)', async () => {
    for (const query of ['', '?q=', '?q=a', '?q=%20a%20', `?q=${'x'.repeat(101)}`, '?q=ab%00']) {
      expect(statusAndCode(await api(t.app, everyKind).get(`/api/search${query}`)), query).toEqual({
        status: 400,
        code: 'ValidationFailure',
      });
    }
    expect(statusAndCode(await api(t.app).get('/api/search?q=lind'))).toEqual({
      status: 401,
      code: 'Auth.Unauthenticated',
    });
    await createUser(t.db, { username: 'due', permissions: ['customer-reader'], lastPasswordChange: null });
    const due = await signIn(t.app, 'due', USER_PASSWORD);
    expect(statusAndCode(await api(t.app, due).get('/api/search?q=lind'))).toEqual({
      status: 403,
      code: 'Auth.PasswordResetRequired',
    });
  });
});

describe('nextDigitPrefix', () => {
  it('is the first run of digits after every ID the prefix starts', () => {
    expect(nextDigitPrefix('10001')).toBe('10002');
    expect(nextDigitPrefix('129')).toBe('13');
    expect(nextDigitPrefix('1999')).toBe('2');
    expect(nextDigitPrefix('99')).toBeNull();
  });
});
