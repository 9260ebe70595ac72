import type { AdminUserBulkAction, AdminUserBulkResult } from '@commerce/domain';

const DONE: Record<AdminUserBulkAction, string> = {
  activate: 'activated',
  deactivate: 'deactivated',
  delete: 'deleted',
};

const users = (count: number) => (count === 1 ? '1 user' : `${count} users`);

/** What the toast says after a bulk action: how many were done, and which failed and why. */
export function bulkOutcome(
  action: AdminUserBulkAction,
  result: AdminUserBulkResult,
): { variant: 'success' | 'warning' | 'error'; message: string } {
  const done = `${users(result.Succeeded.length)} ${DONE[action]}.`;
  if (result.Failed.length === 0) return { variant: 'success', message: done };
  const failures = result.Failed.map((failure) => `${failure.ID}: ${failure.Message}`).join(' ');
  const notDone = `${users(result.Failed.length)} could not be ${DONE[action]}. ${failures}`;
  return result.Succeeded.length === 0
    ? { variant: 'error', message: notDone }
    : { variant: 'warning', message: `${done} ${notDone}` };
}
