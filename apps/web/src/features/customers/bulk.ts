import {
  customerBulkConfirmText,
  customersEligibleFor,
  type CustomerAction,
  type CustomerBulkResult,
  type CustomerListItem,
} from '@commerce/domain';

/** The screen sends a selection in chunks, so the progress dialog advances and one failed call costs little. */
export const BULK_CHUNK_SIZE = 20;

export interface BulkChoice {
  action: CustomerAction;
  /** The selected customers the action applies to. */
  ids: string[];
  /** Selected customers it does not apply to; they are left as they are. */
  skipped: number;
}

/**
 * The bulk actions offered for a selection (spec 2 §4): Deactivate for active customers, Activate for
 * inactive ones, Delete for inactive ones who never ordered and only with the delete right. An action none
 * of the selected customers qualifies for is not offered.
 */
export function bulkChoices(selected: readonly CustomerListItem[], canDelete: boolean): BulkChoice[] {
  const actions: CustomerAction[] = canDelete
    ? ['deactivate', 'activate', 'delete']
    : ['deactivate', 'activate'];
  return actions
    .map((action) => {
      const ids = customersEligibleFor(selected, action).map((customer) => customer.ID);
      return { action, ids, skipped: selected.length - ids.length };
    })
    .filter((choice) => choice.ids.length > 0);
}

export function bulkConfirmation({ action, ids, skipped }: BulkChoice) {
  const { title, message } = customerBulkConfirmText(action, ids.length);
  const rest =
    skipped === 0
      ? ''
      : ` ${skipped === 1 ? '1 other selected customer is' : `${skipped} other selected customers are`} left as they are.`;
  return { title, message: `${message}${rest}` };
}

const PAST: Record<CustomerAction, string> = {
  activate: 'activated',
  deactivate: 'deactivated',
  delete: 'deleted',
};

const customers = (count: number) => (count === 1 ? '1 customer' : `${count} customers`);

/** Runs the action over the IDs chunk by chunk; a chunk whose call fails counts its customers as failed. */
export async function runInChunks(
  action: CustomerAction,
  ids: readonly string[],
  send: (ids: string[]) => Promise<CustomerBulkResult>,
  onProgress: (done: number) => void,
): Promise<CustomerBulkResult> {
  const total: CustomerBulkResult = { Updated: [], Deleted: [], Failed: [] };
  for (let start = 0; start < ids.length; start += BULK_CHUNK_SIZE) {
    const chunk = ids.slice(start, start + BULK_CHUNK_SIZE);
    try {
      const result = await send(chunk);
      total.Updated.push(...result.Updated);
      total.Deleted.push(...result.Deleted);
      total.Failed.push(...result.Failed);
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : `Could not be ${PAST[action]}.`;
      total.Failed.push(...chunk.map((ID) => ({ ID, Message: message })));
    }
    onProgress(Math.min(ids.length, start + chunk.length));
  }
  return total;
}

/** What the screen says afterwards: how many were done, and each failure with its reason. */
export function bulkOutcome(
  action: CustomerAction,
  result: CustomerBulkResult,
): { severity: 'success' | 'warning' | 'error'; message: string; failures: string[] } {
  const doneCount = action === 'delete' ? result.Deleted.length : result.Updated.length;
  const done = `${customers(doneCount)} ${PAST[action]}.`;
  const failures = result.Failed.map((failure) => `${failure.ID}: ${failure.Message}`);
  if (failures.length === 0) return { severity: 'success', message: done, failures };
  const notDone = `${customers(failures.length)} could not be ${PAST[action]}.`;
  return doneCount === 0
    ? { severity: 'error', message: notDone, failures }
    : { severity: 'warning', message: `${done} ${notDone}`, failures };
}
