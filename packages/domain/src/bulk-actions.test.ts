import { describe, expect, it } from 'vitest';
import { bulkOutcome, mergeBulkResults } from './bulk-actions.ts';

const words = { one: 'customer', many: 'customers', done: 'deactivated' };
const none = { Succeeded: [], Failed: [], Items: [] };

describe('bulkOutcome', () => {
  it('reports success, partial failure and total failure with each reason', () => {
    expect(bulkOutcome({ ...none, Succeeded: ['1', '2'] }, { ...words, done: 'deleted' })).toEqual({
      severity: 'success',
      message: '2 customers deleted.',
      failures: [],
    });
    expect(
      bulkOutcome(
        {
          Succeeded: ['1'],
          Failed: [{ ID: '2', ErrorCode: 'X', Message: 'This customer is already inactive.' }],
        },
        words,
      ),
    ).toEqual({
      severity: 'warning',
      message: '1 customer deactivated. 1 customer could not be deactivated.',
      failures: ['2: This customer is already inactive.'],
    });
    expect(
      bulkOutcome({ Succeeded: [], Failed: [{ ID: '9', ErrorCode: 'NotFound', Message: 'Gone.' }] }, words)
        .severity,
    ).toBe('error');
  });
});

describe('mergeBulkResults', () => {
  it('joins the chunks in order', () => {
    expect(
      mergeBulkResults([
        { Succeeded: ['1'], Failed: [], Items: ['a'] },
        { Succeeded: ['2'], Failed: [{ ID: '3', ErrorCode: 'X', Message: 'no' }], Items: ['b'] },
      ]),
    ).toEqual({
      Succeeded: ['1', '2'],
      Failed: [{ ID: '3', ErrorCode: 'X', Message: 'no' }],
      Items: ['a', 'b'],
    });
  });
});
