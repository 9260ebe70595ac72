import { ADMIN_USER_ERRORS } from '@commerce/domain';
import { apiError, notFound, validationFailure } from '../../http/errors.ts';
import type { Actor } from '../../http/principal.ts';
import { assertVersion } from '../../http/versioning.ts';
import type { AdminUserRow } from '../../db/schema/admin-users.ts';
import type { AdminUserChanges, AdminUserCreateInput } from './service.ts';

/**
 * The rules of saving internal users, decided in plain code from what saveAdminUsers (save.ts) read:
 * which saves fail and why, and what the others write. No database here, so one set of reads serves a
 * whole batch of users and the rules exist once for the form, the bulk actions and the upload.
 */

export const usernameInUse = () => apiError(ADMIN_USER_ERRORS.usernameMustBeUnique);

export const userNotFound = () => notFound('The internal user');

/** One user to save, found by ID or by username (whatever its case). */
export interface AdminUserSave {
  user: { id: string } | { username: string };
  /** The changes when the user exists; without them an existing user is refused (its username is in use). */
  update?: AdminUserChanges;
  /** The version the caller started from, when it must still be the current one (412 otherwise). */
  expectedVersion?: number;
  /** The user to create when none exists (it may throw why it cannot be); without it a missing user is 404. */
  create?: () => AdminUserCreateInput;
}

/** A save with its user as locked (if any) and, when it may create, the user it would create. */
export interface ResolvedSave {
  save: AdminUserSave;
  existing: AdminUserRow | undefined;
  input: AdminUserCreateInput | undefined;
}

/** What the database says about the stores, roles and role holders a set of saves refers to. */
export interface Known {
  /** The referenced stores that exist. */
  stores: ReadonlySet<string>;
  /** The referenced roles that can be assigned (console roles). */
  assignableRoles: ReadonlySet<string>;
  /** The console roles held now by the users whose roles are being set. */
  rolesOf: ReadonlyMap<string, readonly string[]>;
}

/** What a save writes; `id` is its user's (ID = Username for a new one). */
export type UserPlan =
  | { kind: 'create'; id: string; input: AdminUserCreateInput }
  | {
      kind: 'update';
      id: string;
      before: AdminUserRow;
      after: AdminUserRow;
      /** Known only when the roles are being set. */
      rolesBefore?: readonly string[];
      rolesAfter?: readonly string[];
      added: string[];
      removed: string[];
      newPassword: boolean;
      deactivating: boolean;
    }
  | { kind: 'unchanged'; id: string };

/** The key a save names its user by: a user named twice in one set must be saved twice, in order. */
export const userKeyOf = (save: AdminUserSave) =>
  ('id' in save.user ? save.user.id : save.user.username).toLowerCase();

/**
 * The items cut into consecutive runs in which no key repeats, so each run can be decided from one read
 * and a later run sees what an earlier one wrote (a file that creates a user and later updates it).
 */
export function runsWithoutRepeats<T>(items: readonly T[], keyOf: (item: T) => string): T[][] {
  const runs: T[][] = [];
  let keys = new Set<string>();
  for (const item of items) {
    const key = keyOf(item);
    if (runs.length === 0 || keys.has(key)) {
      runs.push([]);
      keys = new Set();
    }
    keys.add(key);
    runs.at(-1)!.push(item);
  }
  return runs;
}

/** The stores, roles and role holders the saves refer to: what must be read before deciding them. */
export function referencesOf(saves: readonly ResolvedSave[]) {
  const storeIds = new Set<string>();
  const roleIds = new Set<string>();
  const roleHolders = new Set<string>();
  for (const { save, existing, input } of saves) {
    if (existing && save.update) {
      const storeId = save.update.xp?.StoreAddressID;
      if (storeId !== undefined && storeId !== existing.storeAddressId) storeIds.add(storeId);
      if (save.update.RoleIDs) {
        save.update.RoleIDs.forEach((id) => roleIds.add(id));
        roleHolders.add(existing.id);
      }
    } else if (input) {
      storeIds.add(input.xp.StoreAddressID);
      input.RoleIDs.forEach((id) => roleIds.add(id));
    }
  }
  return { storeIds: [...storeIds], roleIds: [...roleIds], roleHolders: [...roleHolders] };
}

function assertStoreExists(storeId: string, known: Known) {
  if (known.stores.has(storeId)) return;
  throw validationFailure(
    { 'xp.StoreAddressID': 'No store has this ID.' },
    `Store ${storeId} was not found.`,
  );
}

/** Every role ID must be a console role (never the resend-admin role, never a plain group). */
function assertAssignable(roleIds: readonly string[], known: Known) {
  const unknown = roleIds.filter((id) => !known.assignableRoles.has(id));
  if (unknown.length === 0) return;
  const message = `Unknown role(s): ${unknown.join(', ')}.`;
  throw validationFailure({ RoleIDs: message }, message);
}

/** What a save does (or throws why it cannot), checked in the order the form's errors are told. */
export function planSave(actor: Actor, { save, existing, input }: ResolvedSave, known: Known): UserPlan {
  if (existing && save.update) {
    return planUpdate(actor, existing, save.update, known, save.expectedVersion);
  }
  if (existing) {
    if (input) assertStoreExists(input.xp.StoreAddressID, known);
    throw usernameInUse();
  }
  if (!input) throw userNotFound();
  assertStoreExists(input.xp.StoreAddressID, known);
  assertAssignable(input.RoleIDs, known);
  return { kind: 'create', id: input.Username, input };
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

/**
 * The fields sent that differ, and, when RoleIDs is sent, the role assignments to add and to remove. A
 * new password clears LastPasswordChange (a reset at next sign-in). Nobody deactivates themselves.
 * Re-saving what is already there (activating an active user, say) is no change: no version, no audit.
 */
function planUpdate(
  actor: Actor,
  before: AdminUserRow,
  changes: AdminUserChanges,
  known: Known,
  expectedVersion: number | undefined,
): UserPlan {
  if (expectedVersion !== undefined) assertVersion(before.version, expectedVersion);
  const deactivating = changes.Active === false && before.active;
  if (deactivating && actor.id === before.id) {
    throw apiError(ADMIN_USER_ERRORS.cannotDeactivateSelf);
  }
  const storeId = changes.xp?.StoreAddressID;
  if (storeId !== undefined && storeId !== before.storeAddressId) assertStoreExists(storeId, known);

  const rolesAfter = changes.RoleIDs;
  const rolesBefore = rolesAfter && (known.rolesOf.get(before.id) ?? []);
  const added = rolesAfter?.filter((roleId) => !rolesBefore?.includes(roleId)) ?? [];
  const removed = rolesBefore?.filter((roleId) => !rolesAfter?.includes(roleId)) ?? [];
  assertAssignable(added, known);

  const passwordHash = changes.passwordHash;
  const fields = changedColumns(before, {
    firstName: changes.FirstName,
    lastName: changes.LastName,
    email: changes.Email,
    storeAddressId: storeId,
    active: changes.Active,
  });
  if (Object.keys(fields).length === 0 && !passwordHash && added.length === 0 && removed.length === 0) {
    return { kind: 'unchanged', id: before.id };
  }
  const after: AdminUserRow = {
    ...before,
    ...fields,
    ...(passwordHash && { passwordHash, lastPasswordChange: null }),
    version: before.version + 1,
  };
  return {
    kind: 'update',
    id: before.id,
    before,
    after,
    rolesBefore,
    rolesAfter,
    added,
    removed,
    newPassword: Boolean(passwordHash),
    deactivating,
  };
}
