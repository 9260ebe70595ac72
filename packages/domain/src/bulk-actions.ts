import { z } from 'zod';

/*
 * One contract for every list's bulk actions (activate, deactivate, delete … of a selection): the request
 * names the action and the IDs, each record succeeds or fails on its own, and the answer says which did and
 * why the others did not, with the changed records as the list shows them (so rows update in place).
 */

/** The screen sends a selection in chunks, so the dialog shows progress and a failed call costs little. */
export const BULK_ACTION_CHUNK_SIZE = 20;

export const bulkFailureSchema = z.object({ ID: z.string(), ErrorCode: z.string(), Message: z.string() });
export type BulkFailure = z.infer<typeof bulkFailureSchema>;

export const bulkActionResultSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    /** The IDs changed (deleted ones included). */
    Succeeded: z.array(z.string()),
    /** Every ID that was not changed, with the reason; never left out. */
    Failed: z.array(bulkFailureSchema),
    /** The changed records as the list shows them (none for a delete). */
    Items: z.array(item),
  });
export interface BulkActionResult<T> {
  Succeeded: string[];
  Failed: BulkFailure[];
  Items: T[];
}

/** `{ Action, IDs }`: one of the list's actions on at most `max` records (duplicates dropped). */
export const bulkActionRequestSchema = <const A extends readonly [string, ...string[]]>(
  actions: A,
  options: { max: number; noun: string },
) =>
  z.strictObject({
    Action: z.enum(actions),
    IDs: z
      .array(z.string().trim().min(1).max(100))
      .min(1, `Select at least one ${options.noun}.`)
      .max(options.max, `At most ${options.max} at a time.`)
      .transform((ids) => [...new Set(ids)]),
  });

/** How a bulk outcome names the records ('1 customer', '3 customers') and the action done ('activated'). */
export interface BulkWording {
  one: string;
  many: string;
  done: string;
}

export interface BulkOutcome {
  severity: 'success' | 'warning' | 'error';
  message: string;
  /** '{ID}: {reason}' for each record not changed. */
  failures: string[];
}

/** What the screen says after a run: how many were done, and each failure with its reason. */
export function bulkOutcome(
  result: Pick<BulkActionResult<unknown>, 'Succeeded' | 'Failed'>,
  words: BulkWording,
): BulkOutcome {
  const count = (n: number) => `${n} ${n === 1 ? words.one : words.many}`;
  const done = `${count(result.Succeeded.length)} ${words.done}.`;
  const failures = result.Failed.map((failure) => `${failure.ID}: ${failure.Message}`);
  if (failures.length === 0) return { severity: 'success', message: done, failures };
  const notDone = `${count(failures.length)} could not be ${words.done}.`;
  return result.Succeeded.length === 0
    ? { severity: 'error', message: notDone, failures }
    : { severity: 'warning', message: `${done} ${notDone}`, failures };
}

/** The results of several chunks as one. */
export const mergeBulkResults = <T>(results: readonly BulkActionResult<T>[]): BulkActionResult<T> => ({
  Succeeded: results.flatMap((result) => result.Succeeded),
  Failed: results.flatMap((result) => result.Failed),
  Items: results.flatMap((result) => result.Items),
});
