import {
  ADMIN_USER_ERRORS,
  ADMIN_USER_TEXTS,
  type AdminUserBulkAction,
  type AdminUserBulkResult,
  type AdminUserDetail,
  type adminUserCreateSchema,
  type adminUserPatchSchema,
} from '@commerce/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { adminUsers, stores } from '../../db/schema/index.ts';
import { recordAudit } from '../../http/audit.ts';
import { ApiError, conflict } from '../../http/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { rolesOfUser } from '../roles/queries.ts';
import { toAdminUser, withRoles } from './mapper.ts';
import { saveAdminUser, saveAdminUsers, type AdminUserSave, type AdminUserSaveOutcome } from './save.ts';
import { userNotFound } from './save-plan.ts';

/**
 * What the service saves: the validated request with the password already hashed. Hashing (~20 ms of
 * argon2id) happens before the transaction, so the database is never held for it.
 */
export type AdminUserCreateInput = Omit<z.output<typeof adminUserCreateSchema>, 'Password'> & {
  passwordHash: string;
};
export type AdminUserChanges = Omit<z.output<typeof adminUserPatchSchema>, 'Password'> & {
  passwordHash?: string;
};

/** The request as the service takes it: a password, when sent, is hashed here, outside any transaction. */
export async function withHashedPassword<T extends { Password?: string }>(
  body: T,
): Promise<Omit<T, 'Password'> & { passwordHash?: string }> {
  const { Password, ...rest } = body;
  return Password === undefined ? rest : { ...rest, passwordHash: await hashPassword(Password) };
}

/** Who makes the change: audited as the actor; their own session survives their own password change. */
export interface Actor {
  id: string | null;
  sessionId?: string;
}

/** A user with its store and its console roles, as the detail screen shows it. */
export async function adminUserDetail(db: DbOrTx, id: string): Promise<AdminUserDetail> {
  const [row] = await db
    .select({ user: adminUsers, store: { ID: stores.id, CompanyName: stores.companyName } })
    .from(adminUsers)
    .leftJoin(stores, eq(stores.id, adminUsers.storeAddressId))
    .where(eq(adminUsers.id, id));
  if (!row) throw userNotFound();
  return { ...toAdminUser(row.user), Store: row.store, Roles: await rolesOfUser(db, id) };
}

/** Deletes an inactive user (never oneself); assignments and sessions go with it. */
export async function deleteAdminUser(tx: DbOrTx, actor: Actor, id: string): Promise<void> {
  const [before] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update');
  if (!before) throw userNotFound();
  if (actor.id === id) throw conflict(ADMIN_USER_ERRORS.cannotChangeSelf, ADMIN_USER_TEXTS.cannotDeleteSelf);
  if (before.active) {
    throw conflict(ADMIN_USER_ERRORS.mustBeInactiveToDelete, ADMIN_USER_TEXTS.onlyInactiveCanBeDeleted);
  }
  const roles = (await rolesOfUser(tx, id)).map((role) => role.ID);
  await tx.delete(adminUsers).where(eq(adminUsers.id, id));
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'delete-admin-user',
    entity: 'admin-user',
    entityId: id,
    before: withRoles(before, roles),
  });
}

/**
 * One action on many users in one transaction, each user succeeding or failing on its own (deleting an
 * active user, deactivating oneself, gone meanwhile): the failures are reported and the others go ahead.
 */
export async function bulkChangeAdminUsers(
  db: Db,
  actor: Actor,
  action: AdminUserBulkAction,
  ids: readonly string[],
): Promise<AdminUserBulkResult> {
  const outcomes = await db.transaction((tx) =>
    action === 'delete'
      ? oneByOne(tx, ids, (savepoint, id) => deleteAdminUser(savepoint, actor, id))
      : setActive(tx, actor, ids, action === 'activate'),
  );
  const result: AdminUserBulkResult = { Succeeded: [], Failed: [] };
  outcomes.forEach((outcome, index) => {
    const id = ids[index]!;
    if (outcome.ok) result.Succeeded.push(id);
    else if (outcome.error instanceof ApiError) {
      result.Failed.push({ ID: id, ErrorCode: outcome.error.errorCode, Message: outcome.error.message });
    } else throw outcome.error;
  });
  return result;
}

/**
 * Activates or deactivates the users together (a few statements for the whole selection). When the set
 * fails as a whole — it would leave no active administrator — the users are saved one at a time, in the
 * order given, so exactly the one that would remove the last administrator fails.
 */
async function setActive(
  tx: Tx,
  actor: Actor,
  ids: readonly string[],
  active: boolean,
): Promise<AdminUserSaveOutcome[]> {
  const saveOf = (id: string): AdminUserSave => ({ user: { id }, update: { Active: active } });
  try {
    return await tx.transaction((savepoint) => saveAdminUsers(savepoint, actor, ids.map(saveOf)));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return oneByOne(tx, ids, (savepoint, id) => saveAdminUser(savepoint, actor, saveOf(id)));
  }
}

/** Applies `change` to each ID in a savepoint of its own: a failing one is rolled back alone. */
async function oneByOne(
  tx: Tx,
  ids: readonly string[],
  change: (savepoint: Tx, id: string) => Promise<unknown>,
): Promise<AdminUserSaveOutcome[]> {
  const outcomes: AdminUserSaveOutcome[] = [];
  for (const id of ids) {
    try {
      await tx.transaction((savepoint) => change(savepoint, id));
      outcomes.push({ ok: true, id });
    } catch (error) {
      outcomes.push({ ok: false, error });
    }
  }
  return outcomes;
}
