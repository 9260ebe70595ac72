import type { BulkActionResult, BulkFailure } from '@commerce/domain';
import type { Tx } from '../db/client.ts';
import { ApiError } from './errors.ts';

/** One record's outcome in a bulk action. */
export type BulkOutcome = { id: string; ok: true } | { id: string; ok: false; failure: BulkFailure };

export interface BulkLog {
  error(object: unknown, message: string): void;
}

/**
 * Why a record was not changed: a refusal (ApiError) explains itself; anything else is not the staff
 * member's to read, so it is logged and reported plainly.
 */
export function failureOf(id: string, error: unknown, log?: BulkLog): BulkFailure {
  if (error instanceof ApiError) return { ID: id, ErrorCode: error.errorCode, Message: error.message };
  log?.error({ err: error, id }, 'bulk action failed on one record');
  return { ID: id, ErrorCode: 'Server.Error', Message: 'The change could not be saved.' };
}

export const refused = (id: string, errorCode: string, message: string): BulkOutcome => ({
  id,
  ok: false,
  failure: { ID: id, ErrorCode: errorCode, Message: message },
});

/** Runs `change` for each ID in its own savepoint, in order: a failing one is rolled back alone. */
export async function eachInSavepoint(
  tx: Tx,
  ids: readonly string[],
  change: (savepoint: Tx, id: string) => Promise<unknown>,
  log?: BulkLog,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const id of ids) {
    try {
      await tx.transaction((savepoint) => change(savepoint, id));
      outcomes.push({ id, ok: true });
    } catch (error) {
      outcomes.push({ id, ok: false, failure: failureOf(id, error, log) });
    }
  }
  return outcomes;
}

/** The answer of a bulk action: the outcomes in the order asked, with the changed records as listed. */
export function bulkResult<T>(outcomes: readonly BulkOutcome[], items: T[]): BulkActionResult<T> {
  return {
    Succeeded: outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.id),
    Failed: outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.failure])),
    Items: items,
  };
}
