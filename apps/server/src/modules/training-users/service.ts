import {
  TRAINING_CUSTOMER_GROUP_ID,
  trainingPlaceholderLogin,
  trainingUserFromRow,
  type TrainingCsvRecord,
  type TrainingUserResult,
  type TrainingUsersAnswer,
} from '@commerce/domain';
import type { Tx } from '../../db/client.ts';
import { apiError } from '../../http/errors.ts';
import { eachInSavepoint, type BulkLog } from '../../http/bulk.ts';
import type { Principal } from '../../http/principal.ts';
import { createCustomer, ensureCustomerGroup } from '../customers/public.ts';

/**
 * Registers the records of a training CSV (spec 3 §3, §7; C-22): each record becomes an active customer
 * under a new OMS account number with TrainingUsers true, assigned to the fixed group TrainingUsers, in its
 * own savepoint, so a record that fails (an e-mail another customer already has as login, an e-mail or
 * phone that cannot be kept) is reported and the others go on. Nothing is sent outside: training users are
 * never synced to the customer service or the ERP.
 */
export async function registerTrainingUsers(
  tx: Tx,
  principal: Principal,
  records: readonly TrainingCsvRecord[],
  log: BulkLog,
): Promise<TrainingUsersAnswer> {
  // The group is fixed (spec 3 §7); a database without the demo data gets it on the first registration.
  await ensureCustomerGroup(tx, { id: TRAINING_CUSTOMER_GROUP_ID, name: 'Training Users' });
  const created = new Map<string, { id: string; username: string }>();
  const keys = records.map((_record, index) => String(index));
  const outcomes = await eachInSavepoint(
    tx,
    keys,
    async (savepoint, key) => {
      const record = records[Number(key)]!;
      const check = trainingUserFromRow(record);
      if (!check.ok) {
        throw apiError({ status: 400, code: 'TrainingUser.Invalid', message: check.message });
      }
      const { user } = check;
      const row = await createCustomer(savepoint, principal, {
        firstName: user.FirstName,
        lastName: user.LastName,
        email: user.Email,
        phone: user.Phone,
        createdFrom: user.xp.CreatedFrom,
        trainingUser: user.xp.TrainingUsers,
        loginFor: user.Email === '' ? trainingPlaceholderLogin : undefined,
        groups: [TRAINING_CUSTOMER_GROUP_ID],
        auditAction: 'register-training-user',
      });
      created.set(key, { id: row.id, username: row.username });
    },
    log,
  );
  const results = outcomes.map((outcome, index): TrainingUserResult => {
    const record = records[index]!;
    const made = created.get(outcome.id);
    return {
      Record: index + 1,
      FirstName: record.FirstName,
      LastName: record.LastName,
      EmailAddress: record.EmailAddress,
      Status: outcome.ok ? 'created' : 'failed',
      ID: outcome.ok ? (made?.id ?? null) : null,
      Username: outcome.ok ? (made?.username ?? null) : null,
      Message: outcome.ok ? null : outcome.failure.Message,
    };
  });
  const createdCount = results.filter((result) => result.Status === 'created').length;
  return { Created: createdCount, Failed: results.length - createdCount, Results: results };
}
