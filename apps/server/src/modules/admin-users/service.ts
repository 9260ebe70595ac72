import {
  ADMIN_USER_ERRORS,
  ADMIN_USER_TEXTS,
  type AdminUserBulkAction,
  type AdminUserBulkResult,
  type AdminUserDetail,
  type adminUserCreateSchema,
  type adminUserPatchSchema,
} from '@commerce/domain';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { adminUsers, sessions, stores, userGroupAssignments } from '../../db/schema/index.ts';
import { recordAudit } from '../../http/audit.ts';
import { ApiError, conflict, notFound, validationFailure } from '../../http/errors.ts';
import { assertVersion } from '../../http/versioning.ts';
import type { AdminUserRow } from '../auth/principal.ts';
import { hashPassword } from '../auth/passwords.ts';
import { consoleRolesAmong, rolesOfUser } from '../roles/queries.ts';
import { assertAnAdministratorRemains } from './administrators.ts';
import { auditSnapshot, toAdminUser } from './mapper.ts';

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

const usernameInUse = () => conflict(ADMIN_USER_ERRORS.usernameMustBeUnique, ADMIN_USER_TEXTS.usernameInUse);

const userNotFound = () => notFound('The internal user');

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

/** The user with this username whatever its case, locked for a change in the caller's transaction. */
export async function lockUserByUsername(tx: DbOrTx, username: string): Promise<AdminUserRow | undefined> {
  const [row] = await tx
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.username}) = ${username.toLowerCase()}`)
    .for('update');
  return row;
}

async function assertStoreExists(tx: DbOrTx, storeId: string) {
  const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) {
    throw validationFailure(
      { 'xp.StoreAddressID': 'No store has this ID.' },
      `Store ${storeId} was not found.`,
    );
  }
}

/** Checks every role ID is a console role (never the resend-admin role, never a plain group). */
async function assertAssignable(tx: DbOrTx, roleIds: readonly string[]) {
  const found = new Set((await consoleRolesAmong(tx, roleIds)).map((role) => role.ID));
  const unknown = roleIds.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw validationFailure(
      { RoleIDs: `Unknown role(s): ${unknown.join(', ')}.` },
      `Unknown role(s): ${unknown.join(', ')}.`,
    );
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Ends the user's sessions, except `keep` (the actor's own, when they change themselves). */
async function endSessions(tx: DbOrTx, userId: string, keep: string | undefined) {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined),
    );
}

/** The given values that differ from the row's (undefined = not sent). */
function changedColumns<K extends keyof AdminUserRow>(
  row: AdminUserRow,
  values: Partial<Pick<AdminUserRow, K>>,
): Partial<Pick<AdminUserRow, K>> {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => value !== undefined && value !== row[key as K]),
  ) as Partial<Pick<AdminUserRow, K>>;
}

/** The audited snapshot with the user's roles, when they are known (read or being set). */
const withRoles = (row: AdminUserRow, roleIds: readonly string[] | undefined) => ({
  ...auditSnapshot(row),
  ...(roleIds && { Roles: [...roleIds].sort() }),
});

/**
 * Creates the user (ID = Username) and its role assignments and returns its ID. Runs inside the caller's
 * transaction, so a failing assignment leaves no user behind. A user made by an admin has no
 * LastPasswordChange: they set their own password at first sign-in.
 */
export async function createAdminUser(
  tx: DbOrTx,
  actor: Actor,
  input: AdminUserCreateInput,
): Promise<string> {
  await assertStoreExists(tx, input.xp.StoreAddressID);

  let created: AdminUserRow;
  try {
    [created] = (await tx
      .insert(adminUsers)
      .values({
        id: input.Username,
        username: input.Username,
        firstName: input.FirstName,
        lastName: input.LastName,
        email: input.Email,
        active: input.Active,
        storeAddressId: input.xp.StoreAddressID,
        passwordHash: input.passwordHash,
        lastPasswordChange: null,
      })
      .returning()) as [AdminUserRow];
  } catch (error) {
    // The unique index on lower(username) is the check: one query less per uploaded row, and no race.
    if (isUniqueViolation(error)) throw usernameInUse();
    throw error;
  }

  await assertAssignable(tx, input.RoleIDs);
  if (input.RoleIDs.length > 0) {
    await tx
      .insert(userGroupAssignments)
      .values(input.RoleIDs.map((userGroupId) => ({ userGroupId, userId: created.id })));
  }
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'create-admin-user',
    entity: 'admin-user',
    entityId: created.id,
    after: { ...withRoles(created, input.RoleIDs), Password: 'set' },
  });
  return created.id;
}

/** Saves the changes of a user, checking the version the caller started from (see applyUserChanges). */
export async function updateAdminUser(
  tx: DbOrTx,
  actor: Actor,
  id: string,
  changes: AdminUserChanges,
  expectedVersion?: number,
): Promise<void> {
  const [before] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update');
  if (!before) throw userNotFound();
  if (expectedVersion !== undefined) assertVersion(before.version, expectedVersion);
  await applyUserChanges(tx, actor, before, changes);
}

/**
 * Saves the fields sent to a user the caller has locked and, when RoleIDs is sent, adds the missing and
 * removes the unselected role assignments, all in the caller's transaction. A new password clears
 * LastPasswordChange (a reset at next sign-in) and ends the user's other sessions; deactivating ends all
 * of them.
 */
export async function applyUserChanges(
  tx: DbOrTx,
  actor: Actor,
  before: AdminUserRow,
  changes: AdminUserChanges,
): Promise<void> {
  const id = before.id;
  const deactivating = changes.Active === false && before.active;
  if (deactivating && actor.id === id) {
    throw conflict(ADMIN_USER_ERRORS.cannotChangeSelf, ADMIN_USER_TEXTS.cannotDeactivateSelf);
  }
  const storeId = changes.xp?.StoreAddressID;
  if (storeId !== undefined && storeId !== before.storeAddressId) await assertStoreExists(tx, storeId);

  // The roles are read only when they are being set: most edits (and upload rows) leave them alone.
  const rolesBefore = changes.RoleIDs && (await rolesOfUser(tx, id)).map((role) => role.ID);
  const rolesAfter = changes.RoleIDs;
  const added = rolesAfter?.filter((roleId) => !rolesBefore?.includes(roleId)) ?? [];
  const removed = rolesBefore?.filter((roleId) => !rolesAfter?.includes(roleId)) ?? [];
  await assertAssignable(tx, added);
  if (added.length > 0) {
    await tx.insert(userGroupAssignments).values(added.map((userGroupId) => ({ userGroupId, userId: id })));
  }
  if (removed.length > 0) {
    await tx
      .delete(userGroupAssignments)
      .where(and(eq(userGroupAssignments.userId, id), inArray(userGroupAssignments.userGroupId, removed)));
  }

  const passwordHash = changes.passwordHash;
  const fields = changedColumns(before, {
    firstName: changes.FirstName,
    lastName: changes.LastName,
    email: changes.Email,
    storeAddressId: storeId,
    active: changes.Active,
  });
  // Re-saving what is already there (activating an active user, say) is not a change: no version, no audit.
  if (Object.keys(fields).length === 0 && !passwordHash && added.length === 0 && removed.length === 0) {
    return;
  }
  const [after] = (await tx
    .update(adminUsers)
    .set({
      ...fields,
      ...(passwordHash && { passwordHash, lastPasswordChange: null }),
      version: before.version + 1,
    })
    .where(eq(adminUsers.id, id))
    .returning()) as [AdminUserRow];

  if (deactivating) await endSessions(tx, id, undefined);
  else if (passwordHash) await endSessions(tx, id, actor.sessionId);
  if (deactivating || removed.length > 0) await assertAnAdministratorRemains(tx);

  await recordAudit(tx, {
    actorId: actor.id,
    action: 'update-admin-user',
    entity: 'admin-user',
    entityId: id,
    before: { ...withRoles(before, rolesBefore), ...(passwordHash && { Password: 'old' }) },
    after: { ...withRoles(after, rolesAfter), ...(passwordHash && { Password: 'new' }) },
  });
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
 * One action on many users, each in a savepoint of one transaction: a user that fails (deleting an
 * active user, deactivating oneself, gone meanwhile) is reported and the others go ahead.
 */
export async function bulkChangeAdminUsers(
  db: Db,
  actor: Actor,
  action: AdminUserBulkAction,
  ids: readonly string[],
): Promise<AdminUserBulkResult> {
  const result: AdminUserBulkResult = { Succeeded: [], Failed: [] };
  await db.transaction(async (tx) => {
    for (const id of ids) {
      try {
        await tx.transaction(async (savepoint) => {
          if (action === 'delete') await deleteAdminUser(savepoint, actor, id);
          else await updateAdminUser(savepoint, actor, id, { Active: action === 'activate' });
        });
        result.Succeeded.push(id);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        result.Failed.push({ ID: id, ErrorCode: error.errorCode, Message: error.message });
      }
    }
  });
  return result;
}
