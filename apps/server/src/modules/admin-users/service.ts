import {
  ADMIN_USER_ERRORS,
  type AdminUserBulkAction,
  type AdminUserBulkResult,
  type AdminUserDetail,
  type adminUserCreateSchema,
  type adminUserPatchSchema,
} from '@commerce/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { adminUsers } from '../../db/schema/admin-users.ts';
import { recordAudit } from '../../http/audit.ts';
import { bulkResult, eachInSavepoint, failureOf, type BulkOutcome } from '../../http/bulk.ts';
import { apiError, ApiError } from '../../http/errors.ts';
import type { Actor } from '../../http/principal.ts';
import { assertVersion } from '../../http/versioning.ts';
import { rolesOfUser } from '../roles/public.ts';
import { storeOption } from '../stores/public.ts';
import { toAdminUser, withRoles } from './mapper.ts';
import { hashPassword } from './passwords.ts';
import { adminUserListItems } from './queries.ts';
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

/** A user with its store and its console roles, as the detail screen shows it. */
export async function adminUserDetail(db: DbOrTx, id: string): Promise<AdminUserDetail> {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
  if (!user) throw userNotFound();
  return {
    ...toAdminUser(user),
    Store: await storeOption(db, user.storeAddressId),
    Roles: await rolesOfUser(db, id),
  };
}

/**
 * Deletes an inactive user (never oneself); assignments and sessions go with it. The version is checked
 * when given (the detail page's Delete); a bulk delete acts on what the list showed.
 */
/** Whether any internal user has this store: a store they point at must stay (their saves check it exists). */
export async function anyUserAtStore(db: DbOrTx, storeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.storeAddressId, storeId))
    .limit(1);
  return row !== undefined;
}

export async function deleteAdminUser(
  tx: DbOrTx,
  actor: Actor,
  { id, version }: { id: string; version?: number },
): Promise<void> {
  const [before] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update');
  if (!before) throw userNotFound();
  if (version !== undefined) assertVersion(before.version, version);
  if (actor.id === id) throw apiError(ADMIN_USER_ERRORS.cannotDeleteSelf);
  if (before.active) throw apiError(ADMIN_USER_ERRORS.mustBeInactiveToDelete);
  const roles = (await rolesOfUser(tx, id)).map((role) => role.ID);
  await tx.delete(adminUsers).where(eq(adminUsers.id, id));
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'delete',
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
  tx: Tx,
  actor: Actor,
  { action, ids }: { action: AdminUserBulkAction; ids: readonly string[] },
): Promise<AdminUserBulkResult> {
  const outcomes =
    action === 'delete'
      ? await eachInSavepoint(tx, ids, (savepoint, id) => deleteAdminUser(savepoint, actor, { id }))
      : await setActive(tx, actor, ids, action === 'activate');
  const changed =
    action === 'delete' ? [] : outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.id);
  return bulkResult(outcomes, await adminUserListItems(tx, changed));
}

function toBulkOutcome(id: string, outcome: AdminUserSaveOutcome): BulkOutcome {
  if (outcome.ok) return { id, ok: true };
  if (!(outcome.error instanceof ApiError)) throw outcome.error;
  return { id, ok: false, failure: failureOf(id, outcome.error) };
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
): Promise<BulkOutcome[]> {
  const saveOf = (id: string): AdminUserSave => ({ user: { id }, update: { Active: active } });
  try {
    const saved = await tx.transaction((savepoint) => saveAdminUsers(savepoint, actor, ids.map(saveOf)));
    return saved.map((outcome, index) => toBulkOutcome(ids[index]!, outcome));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return eachInSavepoint(tx, ids, (savepoint, id) => saveAdminUser(savepoint, actor, saveOf(id)));
  }
}
