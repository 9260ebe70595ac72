import {
  TRAINING_CSV_FIELD,
  TRAINING_CSV_MAX_BYTES,
  TRAINING_CUSTOMER_GROUP_ID,
  TRAINING_GROUP_ID,
} from '@commerce/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  errorOf,
  signedInUsers,
  statusAndCode,
  type TestApp,
} from '../../../test/helpers.ts';
import { auditEvents, customerGroupAssignments, customers, outbox } from '../../db/schema/index.ts';
import { multipartBody } from '../../jobs/test-support.ts';

let t: TestApp;
let marketing: string;
let addressReader: string;
let outsider: string;
let trainee: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ marketing, addressReader, outsider, trainee } = await signedInUsers(t, {
    marketing: { permissions: ['misc-marketing'] },
    addressReader: { permissions: ['address-reader'] },
    outsider: { permissions: ['customer-reader', 'address-admin'] },
    trainee: {
      permissions: ['customer-reader'],
      groups: [{ id: TRAINING_GROUP_ID, name: 'Training_Team', permissions: ['customer-reader'] }],
    },
  }));
  await t.db.insert(customers).values({
    id: '100001',
    firstName: 'Existing',
    lastName: 'Customer',
    email: 'taken@example.com',
    username: 'Taken@Example.com',
  });
});
afterAll(() => t.close());

const record = (first: string, last: string, email = '', phone = '') => [first, last, email, phone];

/** A training CSV of these records under the spec's header. */
const csv = (records: string[][]) =>
  Buffer.from(
    ['FirstName,LastName,EmailAddress,PhoneNumber', ...records.map((cells) => cells.join(','))].join('\r\n'),
  );

/** Uploads a file as the page does (multipart, field 'file'). */
const register = (cookie: string, content: Buffer, fileName = 'people.csv') => {
  const { body, headers } = multipartBody(fileName, content, TRAINING_CSV_FIELD);
  return api(t.app, cookie).post('/api/training-users', body, headers);
};

const customerCount = async () =>
  Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(customers))[0]!.n);

describe('POST /api/training-users (spec 3 §3, §7; C-22)', () => {
  it('registers each record as a training customer; a login already in use fails that record alone', async () => {
    const response = await register(
      marketing,
      csv([
        record('Ada', 'Lovelace', 'ada@example.com', '"(612) 555-0100"'),
        record('Grace', 'Hopper', 'TAKEN@example.com'),
        record('Alan', 'Turing'),
        record('Edsger', 'Dijkstra', 'edsger@example.com'),
        record('Barbara', 'Liskov', 'barbara@example.com'),
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{
      Created: number;
      Failed: number;
      Results: {
        Record: number;
        Status: string;
        ID: string | null;
        Username: string | null;
        Message: string | null;
      }[];
    }>();
    expect(answer).toMatchObject({ Created: 4, Failed: 1 });
    expect(answer.Results.map((result) => result.Status)).toEqual([
      'created',
      'failed',
      'created',
      'created',
      'created',
    ]);
    expect(answer.Results[1]).toMatchObject({
      Record: 2,
      ID: null,
      Message: 'A customer already exists with this login email.',
    });
    const alan = answer.Results[2]!;
    expect(alan.Username).toBe(`training.${alan.ID}@training.invalid`);

    const ids = answer.Results.flatMap((result) => (result.ID ? [result.ID] : []));
    const rows = await t.db.select().from(customers).where(inArray(customers.id, ids));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(Number(row.id)).toBeGreaterThanOrEqual(5_000_000);
      expect(row).toMatchObject({
        active: true,
        trainingUser: true,
        createdFrom: 'web',
        charge: 'N',
        xp: { OMSAcctNumber: row.id },
      });
    }
    const ada = rows.find((row) => row.firstName === 'Ada')!;
    expect(ada).toMatchObject({ email: 'ada@example.com', username: 'ada@example.com', phone: '6125550100' });
    expect(rows.find((row) => row.firstName === 'Alan')).toMatchObject({ email: '', phone: null });

    const groups = await t.db
      .select()
      .from(customerGroupAssignments)
      .where(inArray(customerGroupAssignments.userId, ids));
    expect(groups.map((group) => group.userGroupId)).toEqual(Array(4).fill(TRAINING_CUSTOMER_GROUP_ID));

    // Never synced outward: nothing queued for the customer service or the ERP.
    expect(await t.db.select().from(outbox)).toEqual([]);
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'customer'), eq(auditEvents.action, 'register-training-user')));
    expect(audit.map((event) => event.entityId).sort()).toEqual([...ids].sort());

    // Training staff see the new customers (their search is limited to training users).
    const seen = await api(t.app, trainee).get(`/api/customers/${ada.id}`);
    expect(seen.statusCode).toBe(200);
  });

  it('fails a second record with the same e-mail, and records whose e-mail or phone cannot be kept', async () => {
    const before = await customerCount();
    const response = await register(
      addressReader,
      csv([
        record('Katherine', 'Johnson', 'kj@example.com'),
        record('Kathy', 'Johnson', 'KJ@example.com'),
        record('Dorothy', 'Vaughan', 'not an e-mail'),
        record('Mary', 'Jackson', '', '555-01'),
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      Created: 1,
      Failed: 3,
      Results: [
        { Status: 'created' },
        { Status: 'failed', Message: 'A customer already exists with this login email.' },
        { Status: 'failed', Message: 'The e-mail address is not valid.' },
        { Status: 'failed', Message: 'The phone number must have 10 digits.' },
      ],
    });
    expect(await customerCount()).toBe(before + 1);
  });

  it('refuses a file it cannot register with a 4xx naming the file and the problem, creating nothing', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const good = csv([record('Ada', 'Lovelace')]);
    const cases: [string, Buffer, number, string, string][] = [
      ['people.csv', Buffer.alloc(0), 400, 'TrainingUsers.BadFile', 'people.csv is empty.'],
      [
        'people.csv',
        Buffer.concat([good, Buffer.alloc(TRAINING_CSV_MAX_BYTES, 0x41)]),
        413,
        'TrainingUsers.FileTooLarge',
        'people.csv is larger than 1 MB.',
      ],
      ['people.csv', png, 400, 'TrainingUsers.BadFile', 'people.csv is not text: it holds a PNG image.'],
      // Text at its head, bytes that are not UTF-8 further in: damaged.
      [
        'people.csv',
        Buffer.concat([good, Buffer.alloc(5000, 0x41), Buffer.from([0xff, 0xfe, 0x00])]),
        400,
        'TrainingUsers.BadFile',
        'people.csv is damaged: it cannot be read as text.',
      ],
      ['people.png', good, 400, 'TrainingUsers.BadFile', 'people.png is not a CSV file (.csv).'],
      [
        'C:\\fakepath\\people.csv',
        csv([record('Ada', ' ')]),
        400,
        'TrainingUsers.NotFormatted',
        'people.csv: This file is not formatted correctly.',
      ],
      [
        'people.csv',
        Buffer.from('Name\nAda\n'),
        400,
        'TrainingUsers.NotFormatted',
        'people.csv: This file is not formatted correctly.',
      ],
      [
        'people.csv',
        csv(Array.from({ length: 1001 }, (_, index) => record('Ada', `Lovelace${index}`))),
        400,
        'TrainingUsers.TooManyRecords',
        'people.csv holds 1,001 records: at most 1,000 are registered from one file. Split it into smaller files.',
      ],
    ];
    const before = await customerCount();
    for (const [fileName, content, status, code, message] of cases) {
      const response = await register(marketing, content, fileName);
      expect(statusAndCode(response), message).toEqual({ status, code });
      expect(errorOf(response).Message).toBe(message);
    }
    const { body, headers } = multipartBody('people.csv', good, 'other');
    const noFile = await api(t.app, marketing).post('/api/training-users', body, headers);
    expect(statusAndCode(noFile)).toEqual({ status: 400, code: 'TrainingUsers.FileRequired' });
    expect(await customerCount()).toBe(before);
  });

  it('is refused without address-reader or misc-marketing (403)', async () => {
    const before = await customerCount();
    const response = await register(outsider, csv([record('Ada', 'Lovelace')]));
    expect(response.statusCode).toBe(403);
    expect(await customerCount()).toBe(before);
  });
});
