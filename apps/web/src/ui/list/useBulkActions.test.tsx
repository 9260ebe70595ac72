import { BULK_ACTION_CHUNK_SIZE, type BulkActionResult } from '@commerce/domain';
import { describe, expect, it, vi } from 'vitest';
import { runInChunks } from './useBulkActions.tsx';

describe('runInChunks', () => {
  it('sends the IDs in chunks, reports progress, and counts a failed call against its records', async () => {
    const ids = Array.from({ length: BULK_ACTION_CHUNK_SIZE * 2 + 3 }, (_, n) => String(n));
    const send = vi
      .fn<(ids: string[]) => Promise<BulkActionResult<string>>>()
      .mockImplementationOnce(async (chunk) => ({ Succeeded: chunk, Failed: [], Items: chunk }))
      .mockRejectedValueOnce(new Error('Network down'))
      .mockImplementationOnce(async (chunk) => ({
        Succeeded: [],
        Items: [],
        Failed: [{ ID: chunk[0]!, ErrorCode: 'X', Message: 'This customer is already inactive.' }],
      }));
    const progress: number[] = [];
    const result = await runInChunks(ids, send, (done) => progress.push(done), 'Could not be deactivated.');
    expect(send.mock.calls.map(([chunk]) => chunk.length)).toEqual([
      BULK_ACTION_CHUNK_SIZE,
      BULK_ACTION_CHUNK_SIZE,
      3,
    ]);
    expect(progress).toEqual([BULK_ACTION_CHUNK_SIZE, BULK_ACTION_CHUNK_SIZE * 2, ids.length]);
    expect(result.Succeeded).toHaveLength(BULK_ACTION_CHUNK_SIZE);
    expect(result.Failed).toHaveLength(BULK_ACTION_CHUNK_SIZE + 1);
    expect(result.Failed[0]).toEqual({
      ID: String(BULK_ACTION_CHUNK_SIZE),
      ErrorCode: 'Http',
      Message: 'Network down',
    });
  });
});
