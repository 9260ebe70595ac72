import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import type { Database, Db } from '../db/client.ts';
import { auditEvents, bulkJobErrors } from '../db/schema/index.ts';
import { validationFailure } from '../http/errors.ts';
import { BulkRowError } from './bulk-handler.ts';
import { nextBatchSize } from './bulk-batch.ts';
import { createBulkJobRunner } from './bulk-runner.ts';
import {
  appliedCounts,
  batchingHandler,
  eventually,
  insertJob,
  jobRow,
  recordingHandler,
} from './test-support.ts';

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const errorLogOf = (jobId: string) =>
  db
    .select({
      rowNumber: bulkJobErrors.rowNumber,
      ErrorOn: bulkJobErrors.errorOn,
      Error: bulkJobErrors.error,
    })
    .from(bulkJobErrors)
    .where(eq(bulkJobErrors.jobId, jobId))
    .orderBy(bulkJobErrors.rowNumber);

/** Rows 2…count+1, each applied exactly once. */
async function expectEachRowAppliedOnce(jobId: string, count: number) {
  const applied = await appliedCounts(db, jobId);
  expect(applied.size).toBe(count);
  expect([...applied.values()].every((times) => times === 1)).toBe(true);
}

describe('a job runs to completion', () => {
  it('goes requested → in-progress → complete, its progress written batch by batch', async () => {
    const jobId = await insertJob(db, 250);
    const runner = createBulkJobRunner({ db, handlers: [recordingHandler()], batchSize: 100 });
    expect(await jobRow(db, jobId)).toMatchObject({
      status: 'requested',
      totalProcessed: 0,
      dateStarted: null,
    });

    expect(await runner.runBatch()).toBe(true);
    const first = await jobRow(db, jobId);
    expect(first).toMatchObject({
      status: 'in-progress',
      totalCount: 250,
      totalProcessed: 100,
      errorCount: 0,
    });
    expect(first.dateStarted).toBeInstanceOf(Date);
    expect(first.dateCompleted).toBeNull();

    expect(await runner.runBatch()).toBe(true);
    expect(await jobRow(db, jobId)).toMatchObject({ status: 'in-progress', totalProcessed: 200 });

    expect(await runner.runBatch()).toBe(true);
    const done = await jobRow(db, jobId);
    expect(done).toMatchObject({ status: 'complete', totalProcessed: 250, errorCount: 0 });
    expect(done.dateCompleted!.getTime()).toBeGreaterThanOrEqual(done.dateStarted!.getTime());

    expect(await runner.runBatch()).toBe(false);
    await expectEachRowAppliedOnce(jobId, 250);
  });

  it('passes each row its data, the job, the uploader and the row number', async () => {
    const seen: unknown[] = [];
    const jobId = await insertJob(db, 2, (n) => ({ Key: `K${n}`, Name: n === 1 ? 'Ann' : 'Bo' }));
    const runner = createBulkJobRunner({
      db,
      handlers: [
        recordingHandler({ processRow: async (_tx, row, context) => void seen.push({ row, context }) }),
      ],
    });
    await runner.runUntilIdle();
    expect(seen).toEqual([
      {
        row: { Key: 'K1', Name: 'Ann' },
        context: { jobId, actorId: null, rowNumber: 2, prepared: undefined },
      },
      {
        row: { Key: 'K2', Name: 'Bo' },
        context: { jobId, actorId: null, rowNumber: 3, prepared: undefined },
      },
    ]);
  });

  it('hands prepareRow’s result to processRow', async () => {
    const jobId = await insertJob(db, 3);
    const runner = createBulkJobRunner({
      db,
      handlers: [recordingHandler({ prepareRow: async (row) => `prepared ${String(row.Key)}` })],
    });
    await runner.runUntilIdle();
    const seen = await db
      .select({ prepared: sql<string>`${auditEvents.changes}->'Prepared'->>'after'` })
      .from(auditEvents)
      .where(sql`${auditEvents.entityId} like ${`${jobId}:%`}`)
      .orderBy(auditEvents.entityId);
    expect(seen.map((row) => row.prepared)).toEqual(['prepared K1', 'prepared K2', 'prepared K3']);
  });

  it('leaves jobs of a type this server has no handler for alone', async () => {
    const runner = createBulkJobRunner({ db, handlers: [] });
    const jobId = await insertJob(db, 3);
    expect(await runner.runBatch()).toBe(false);
    expect(await jobRow(db, jobId)).toMatchObject({ status: 'requested', totalProcessed: 0 });
    await createBulkJobRunner({ db, handlers: [recordingHandler()] }).runUntilIdle();
  });
});

describe('a bad row', () => {
  it('becomes an error entry, its changes rolled back, and never stops the others', async () => {
    const jobId = await insertJob(db, 10, (n) =>
      n === 3 || n === 7 ? { Key: `K${n}`, Fail: `Row K${n} is wrong.` } : { Key: `K${n}` },
    );
    await createBulkJobRunner({ db, handlers: [recordingHandler()], batchSize: 4 }).runUntilIdle();

    expect(await jobRow(db, jobId)).toMatchObject({ status: 'complete', totalProcessed: 10, errorCount: 2 });
    expect(await errorLogOf(jobId)).toEqual([
      { rowNumber: 4, ErrorOn: 'K3', Error: 'Row K3 is wrong.' },
      { rowNumber: 8, ErrorOn: 'K7', Error: 'Row K7 is wrong.' },
    ]);
    const applied = await appliedCounts(db, jobId);
    expect([...applied.keys()].sort((a, b) => a - b)).toEqual([2, 3, 5, 6, 7, 9, 10, 11]);
  });

  it('fails at the first, consecutive and last rows of a batch, the others applied exactly once', async () => {
    const bad = new Set([1, 4, 5, 8]);
    const jobId = await insertJob(db, 8, (n) =>
      bad.has(n) ? { Key: `K${n}`, Fail: `Bad ${n}.` } : { Key: `K${n}` },
    );
    await createBulkJobRunner({ db, handlers: [recordingHandler()], batchSize: 10 }).runUntilIdle();
    expect(await jobRow(db, jobId)).toMatchObject({ status: 'complete', totalProcessed: 8, errorCount: 4 });
    expect((await errorLogOf(jobId)).map((entry) => entry.ErrorOn)).toEqual(['K1', 'K4', 'K5', 'K8']);
    const applied = await appliedCounts(db, jobId);
    expect([...applied.keys()].sort((a, b) => a - b)).toEqual([3, 4, 7, 8]);
    expect([...applied.values()].every((times) => times === 1)).toBe(true);
  });

  it('is rolled back alone when its statement fails in the database', async () => {
    const jobId = await insertJob(db, 4);
    const handler = recordingHandler({
      processRow: async (tx, row, context) => {
        await recordingHandler().processRow(tx, row, context);
        if (row.Key === 'K2') await tx.execute(sql`select 1 / 0`);
      },
    });
    await createBulkJobRunner({ db, handlers: [handler] }).runUntilIdle();
    expect(await errorLogOf(jobId)).toEqual([
      { rowNumber: 3, ErrorOn: 'K2', Error: 'This row could not be applied because of an unexpected error.' },
    ]);
    const applied = await appliedCounts(db, jobId);
    expect([...applied.keys()].sort((a, b) => a - b)).toEqual([2, 4, 5]);
    expect([...applied.values()].every((times) => times === 1)).toBe(true);
  });

  it('is named by its row number when the handler cannot name it', async () => {
    const jobId = await insertJob(db, 2, (n) => (n === 2 ? { Fail: 'No key.' } : { Key: 'K1' }));
    await createBulkJobRunner({ db, handlers: [recordingHandler()] }).runUntilIdle();
    expect(await errorLogOf(jobId)).toEqual([{ rowNumber: 3, ErrorOn: 'Row 3', Error: 'No key.' }]);
  });

  it('reads validation errors field by field, and hides an unexpected error’s details', async () => {
    const failures: Record<string, () => never> = {
      K1: () => {
        throw validationFailure({ Email: 'Enter a valid email address.', Username: 'is required' });
      },
      K2: () => {
        z.object({ FirstName: z.string().min(1, 'First Name is required.') }).parse({ FirstName: '' });
        throw new Error('unreachable');
      },
      K3: () => {
        throw validationFailure({ 'xp.StoreAddressID': 'No store has this ID.' }, 'Store S-9 was not found.');
      },
      K4: () => {
        throw new Error('relation "secret_table" does not exist');
      },
    };
    const jobId = await insertJob(db, 4);
    const handler = recordingHandler({
      processRow: async (_tx, row) => failures[String(row.Key)]!(),
    });
    await createBulkJobRunner({ db, handlers: [handler] }).runUntilIdle();
    expect((await errorLogOf(jobId)).map((entry) => entry.Error)).toEqual([
      'Enter a valid email address. Username: is required',
      'First Name is required.',
      'Store S-9 was not found.',
      'This row could not be applied because of an unexpected error.',
    ]);
  });

  it('may fail already in prepareRow, even one that throws before returning its promise', async () => {
    const jobId = await insertJob(db, 3);
    const handler = recordingHandler({
      prepareRow: (row) => {
        if (row.Key === 'K3') throw new BulkRowError('Cannot even start on K3.');
        if (row.Key === 'K2') return Promise.reject(new BulkRowError('Cannot prepare K2.'));
        return Promise.resolve('ok');
      },
    });
    await createBulkJobRunner({ db, handlers: [handler] }).runUntilIdle();
    expect(await jobRow(db, jobId)).toMatchObject({ status: 'complete', totalProcessed: 3, errorCount: 2 });
    expect(await errorLogOf(jobId)).toEqual([
      { rowNumber: 3, ErrorOn: 'K2', Error: 'Cannot prepare K2.' },
      { rowNumber: 4, ErrorOn: 'K3', Error: 'Cannot even start on K3.' },
    ]);
    expect([...(await appliedCounts(db, jobId)).keys()]).toEqual([2]);
  });
});

describe('a handler that applies a batch at once (processRows)', () => {
  it('gets each batch’s prepared rows in one call instead of row by row; the rows it fails become error entries', async () => {
    const jobId = await insertJob(db, 10, (n) =>
      n === 3 || n === 7 ? { Key: `K${n}`, Fail: `Row K${n} is wrong.` } : { Key: `K${n}` },
    );
    const { handler, calls } = batchingHandler();
    handler.prepareRow = async (row) => {
      if (row.Key === 'K5') throw new BulkRowError('Cannot prepare K5.');
      return `prepared ${String(row.Key)}`;
    };
    await createBulkJobRunner({ db, handlers: [handler], batchSize: 4 }).runUntilIdle();

    expect(calls).toEqual({
      batches: [
        [2, 3, 4, 5],
        [7, 8, 9],
        [10, 11],
      ],
      rows: [],
    });
    expect(await jobRow(db, jobId)).toMatchObject({ status: 'complete', totalProcessed: 10, errorCount: 3 });
    expect(await errorLogOf(jobId)).toEqual([
      { rowNumber: 4, ErrorOn: 'K3', Error: 'Row K3 is wrong.' },
      { rowNumber: 6, ErrorOn: 'K5', Error: 'Cannot prepare K5.' },
      { rowNumber: 8, ErrorOn: 'K7', Error: 'Row K7 is wrong.' },
    ]);
    const applied = await appliedCounts(db, jobId);
    expect([...applied.keys()].sort((a, b) => a - b)).toEqual([2, 3, 5, 7, 9, 10, 11]);
    expect([...applied.values()].every((times) => times === 1)).toBe(true);
    const prepared = await db
      .select({ prepared: sql<string>`${auditEvents.changes}->'Prepared'->>'after'` })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, `${jobId}:2`));
    expect(prepared).toEqual([{ prepared: 'prepared K1' }]);
  });

  it('goes row by row when the batch’s write fails, its effects rolled back: same error entries, each row applied once', async () => {
    const jobId = await insertJob(db, 6, (n) => (n === 2 ? { Key: 'K2', Fail: 'Bad 2.' } : { Key: `K${n}` }));
    const { handler, calls } = batchingHandler({ breakBatch: true });
    const logged: string[] = [];
    const log = { info: (_details: object, message: string) => void logged.push(message), error: () => {} };
    await createBulkJobRunner({ db, handlers: [handler], log }).runUntilIdle();

    expect(calls).toEqual({ batches: [[2, 3, 4, 5, 6, 7]], rows: [2, 3, 2, 4, 5, 6, 7] });
    expect(logged).toContain('bulk batch goes row by row: its set-based write failed');
    expect(await jobRow(db, jobId)).toMatchObject({ status: 'complete', totalProcessed: 6, errorCount: 1 });
    expect(await errorLogOf(jobId)).toEqual([{ rowNumber: 3, ErrorOn: 'K2', Error: 'Bad 2.' }]);
    const applied = await appliedCounts(db, jobId);
    expect([...applied.keys()].sort((a, b) => a - b)).toEqual([2, 4, 5, 6, 7]);
    expect([...applied.values()].every((times) => times === 1)).toBe(true);
  });

  it('applies each row exactly once across a batch killed before its commit and a stopped server', async () => {
    const jobId = await insertJob(db, 25);
    const killed = new Error('killed');
    const crashing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return (work: (tx: unknown) => Promise<unknown>) =>
          target.transaction(async (tx) => {
            await work(tx);
            throw killed;
          });
      },
    });
    const dying = createBulkJobRunner({ db: crashing, handlers: [batchingHandler().handler], batchSize: 10 });
    await expect(dying.runBatch()).rejects.toBe(killed);
    expect((await appliedCounts(db, jobId)).size).toBe(0);

    const stopping = createBulkJobRunner({ db, handlers: [batchingHandler().handler], batchSize: 10 });
    await stopping.runBatch();
    await stopping.stop();
    expect(await jobRow(db, jobId)).toMatchObject({ status: 'in-progress', totalProcessed: 10 });

    await createBulkJobRunner({ db, handlers: [batchingHandler().handler], batchSize: 10 }).runUntilIdle();
    expect(await jobRow(db, jobId)).toMatchObject({ status: 'complete', totalProcessed: 25 });
    await expectEachRowAppliedOnce(jobId, 25);
  });
});

describe('durability', () => {
  it('resumes where a stopped server left off, applying each row exactly once', async () => {
    const jobId = await insertJob(db, 45);
    const before = createBulkJobRunner({ db, handlers: [recordingHandler()], batchSize: 10 });
    await before.runBatch();
    await before.runBatch();
    await before.stop();
    expect(await jobRow(db, jobId)).toMatchObject({ status: 'in-progress', totalProcessed: 20 });

    // The next server start: a new runner on the same database.
    await createBulkJobRunner({ db, handlers: [recordingHandler()], batchSize: 10 }).runUntilIdle();
    expect(await jobRow(db, jobId)).toMatchObject({ status: 'complete', totalProcessed: 45, errorCount: 0 });
    await expectEachRowAppliedOnce(jobId, 45);
  });

  it('loses a batch killed before its commit as a whole (effects and progress), then redoes it once', async () => {
    const jobId = await insertJob(db, 25);
    const killed = new Error('killed');
    // A server killed after applying a batch's rows but before its commit: the transaction never commits.
    const crashing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return (work: (tx: unknown) => Promise<unknown>) =>
          target.transaction(async (tx) => {
            await work(tx);
            throw killed;
          });
      },
    });
    const dying = createBulkJobRunner({ db: crashing, handlers: [recordingHandler()], batchSize: 10 });
    await expect(dying.runBatch()).rejects.toBe(killed);
    expect(await jobRow(db, jobId)).toMatchObject({ totalProcessed: 0 });
    expect((await appliedCounts(db, jobId)).size).toBe(0);

    await createBulkJobRunner({ db, handlers: [recordingHandler()], batchSize: 10 }).runUntilIdle();
    expect(await jobRow(db, jobId)).toMatchObject({ status: 'complete', totalProcessed: 25 });
    await expectEachRowAppliedOnce(jobId, 25);
  });
});

describe('several runners on one database', () => {
  it('never process a row twice (on PostgreSQL in separate connections; on PGlite interleaved)', async () => {
    const jobId = await insertJob(db, 120);
    // With prepareRow, each runner also reads and prepares rows ahead of its batches.
    const handler = recordingHandler({ slowMs: 2, prepareRow: async (row) => row.Key });
    const runners = [1, 2, 3].map(() =>
      createBulkJobRunner({ db, handlers: [handler], batchSize: 7, pollIntervalMs: 20 }),
    );
    for (const runner of runners) runner.start();
    await eventually(async () => (await jobRow(db, jobId)).status === 'complete');
    await Promise.all(runners.map((runner) => runner.stop()));

    expect(await jobRow(db, jobId)).toMatchObject({ totalProcessed: 120, errorCount: 0 });
    await expectEachRowAppliedOnce(jobId, 120);
  });
});

describe('the running loop', () => {
  it('starts on a wake-up without waiting for the poll, and stops cleanly', async () => {
    const runner = createBulkJobRunner({ db, handlers: [recordingHandler()], pollIntervalMs: 60_000 });
    runner.start();
    // Let the first look (which finds nothing) pass, so the loop is waiting for the next poll.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const jobId = await insertJob(db, 5);
    runner.wake();
    await eventually(async () => (await jobRow(db, jobId)).status === 'complete', 10_000);
    await runner.stop();
    await expectEachRowAppliedOnce(jobId, 5);
  });

  it('picks up unfinished work by polling', async () => {
    const runner = createBulkJobRunner({ db, handlers: [recordingHandler()], pollIntervalMs: 50 });
    runner.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const jobId = await insertJob(db, 3);
    await eventually(async () => (await jobRow(db, jobId)).status === 'complete', 10_000);
    await runner.stop();
  });

  it('keeps going after a failed batch (a lost connection), trying again at the next poll', async () => {
    let failures = 1;
    const flaky = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction' || failures === 0) return Reflect.get(target, property, receiver);
        failures--;
        return () => Promise.reject(new Error('connection lost'));
      },
    });
    const logged: string[] = [];
    const runner = createBulkJobRunner({
      db: flaky,
      handlers: [recordingHandler()],
      pollIntervalMs: 50,
      log: { info: () => {}, error: (_details, message) => void logged.push(message) },
    });
    const jobId = await insertJob(db, 4);
    runner.start();
    await eventually(async () => (await jobRow(db, jobId)).status === 'complete', 10_000);
    await runner.stop();
    expect(logged).toEqual(['bulk job batch failed']);
    await expectEachRowAppliedOnce(jobId, 4);
  });
});

describe('the size of the next batch', () => {
  it('fits the target time at the last batch’s pace, within 1 and the maximum', () => {
    expect(nextBatchSize(100, 1000, 250, 100)).toBe(25);
    expect(nextBatchSize(10, 20, 250, 100)).toBe(100);
    expect(nextBatchSize(5, 5000, 250, 100)).toBe(1);
    expect(nextBatchSize(0, 0, 250, 100)).toBe(100);
  });

  it('starts a paced job with firstBatchSize rows, an unpaced one with batchSize', async () => {
    const paced = await insertJob(db, 20);
    const runner = createBulkJobRunner({
      db,
      handlers: [recordingHandler()],
      batchSize: 500,
      batchTargetMs: 250,
      firstBatchSize: 3,
    });
    await runner.runBatch();
    expect(await jobRow(db, paced)).toMatchObject({ totalProcessed: 3 });
    await runner.runUntilIdle();

    const unpaced = await insertJob(db, 20);
    await createBulkJobRunner({
      db,
      handlers: [recordingHandler()],
      batchSize: 8,
      firstBatchSize: 3,
    }).runBatch();
    expect(await jobRow(db, unpaced)).toMatchObject({ totalProcessed: 8 });
  });

  it('still applies every row exactly once when batches change size', async () => {
    const jobId = await insertJob(db, 60);
    const runner = createBulkJobRunner({
      db,
      handlers: [recordingHandler({ slowMs: 3, prepareRow: async (row) => row.Key })],
      batchSize: 25,
      batchTargetMs: 20,
    });
    await runner.runUntilIdle();
    expect(await jobRow(db, jobId)).toMatchObject({ status: 'complete', totalProcessed: 60 });
    await expectEachRowAppliedOnce(jobId, 60);
  });
});
