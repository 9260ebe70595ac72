import type { CustomerBulkResult } from '@commerce/domain';
import { describe, expect, it, vi } from 'vitest';
import { BULK_CHUNK_SIZE, bulkChoices, bulkConfirmation, bulkOutcome, runInChunks } from './bulk.ts';
import { customerListItem } from './test-fixtures.ts';

const active = customerListItem('1', true);
const orderedInactive = customerListItem('2', false, '2025-05-01T00:00:00.000Z');
const freshInactive = customerListItem('3', false);

describe('bulkChoices', () => {
  it('offers Deactivate for active, Activate for inactive, Delete for inactive never-ordered customers', () => {
    expect(bulkChoices([active, orderedInactive, freshInactive], true)).toEqual([
      { action: 'deactivate', ids: ['1'], skipped: 2 },
      { action: 'activate', ids: ['2', '3'], skipped: 1 },
      { action: 'delete', ids: ['3'], skipped: 2 },
    ]);
  });

  it('offers nothing that applies to none of them, and Delete only with the delete right', () => {
    expect(bulkChoices([active], true).map((choice) => choice.action)).toEqual(['deactivate']);
    expect(bulkChoices([orderedInactive], true).map((choice) => choice.action)).toEqual(['activate']);
    expect(bulkChoices([freshInactive], false).map((choice) => choice.action)).toEqual(['activate']);
  });

  it('says how many are left as they are', () => {
    expect(bulkConfirmation({ action: 'delete', ids: ['3'], skipped: 2 }).message).toBe(
      'Are you sure you want to permanently delete 1 customer? This action cannot be undone. 2 other selected customers are left as they are.',
    );
  });
});

describe('runInChunks', () => {
  it('sends the IDs in chunks, reports progress, and counts a failed call against its customers', async () => {
    const ids = Array.from({ length: BULK_CHUNK_SIZE * 2 + 3 }, (_, n) => String(n));
    const send = vi
      .fn<(ids: string[]) => Promise<CustomerBulkResult>>()
      .mockImplementationOnce(async (chunk) => ({
        Updated: chunk.map((ID) => customerListItem(ID, false)),
        Deleted: [],
        Failed: [],
      }))
      .mockRejectedValueOnce(new Error('Network down'))
      .mockImplementationOnce(async (chunk) => ({
        Updated: [],
        Deleted: [],
        Failed: [{ ID: chunk[0]!, Message: 'This customer is already inactive.' }],
      }));
    const progress: number[] = [];
    const result = await runInChunks('deactivate', ids, send, (done) => progress.push(done));
    expect(send.mock.calls.map(([chunk]) => chunk.length)).toEqual([BULK_CHUNK_SIZE, BULK_CHUNK_SIZE, 3]);
    expect(progress).toEqual([BULK_CHUNK_SIZE, BULK_CHUNK_SIZE * 2, ids.length]);
    expect(result.Updated).toHaveLength(BULK_CHUNK_SIZE);
    expect(result.Failed).toHaveLength(BULK_CHUNK_SIZE + 1);
    expect(result.Failed[0]).toEqual({ ID: String(BULK_CHUNK_SIZE), Message: 'Network down' });
  });
});

describe('bulkOutcome', () => {
  it('reports success, partial failure and total failure with each reason', () => {
    const none = { Updated: [], Deleted: [], Failed: [] };
    expect(bulkOutcome('delete', { ...none, Deleted: ['1', '2'] })).toEqual({
      severity: 'success',
      message: '2 customers deleted.',
      failures: [],
    });
    expect(
      bulkOutcome('deactivate', {
        ...none,
        Updated: [customerListItem('1', false)],
        Failed: [{ ID: '2', Message: 'This customer is already inactive.' }],
      }),
    ).toEqual({
      severity: 'warning',
      message: '1 customer deactivated. 1 customer could not be deactivated.',
      failures: ['2: This customer is already inactive.'],
    });
    expect(
      bulkOutcome('activate', { ...none, Failed: [{ ID: '9', Message: 'The customer was not found.' }] })
        .severity,
    ).toBe('error');
  });
});
