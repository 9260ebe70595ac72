import { describe, expect, it } from 'vitest';
import { bulkChoices, bulkConfirmation } from './bulk.ts';
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
