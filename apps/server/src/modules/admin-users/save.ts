import { asc, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type AdminUserRow, adminUsers } from '../../db/schema/admin-users.ts';
import { recordAudits, type AuditEntry } from '../../http/audit.ts';
import type { Actor } from '../../http/principal.ts';
import { endSessionsOf } from '../../http/sessions.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { assignRoles, consoleRoleIdsOfUsers, consoleRolesAmong, unassignRoles } from '../roles/public.ts';
import { existingStoreIds } from '../stores/public.ts';
import { assertAnAdministratorRemains } from './administrators.ts';
import { withRoles } from './mapper.ts';
import {
  planSave,
  referencesOf,
  runsWithoutRepeats,
  userKeyOf,
  usernameInUse,
  type AdminUserSave,
  type Known,
  type ResolvedSave,
  type UserPlan,
} from './save-plan.ts';

export type { AdminUserSave } from './save-plan.ts';

export type AdminUserSaveOutcome = { ok: true; id: string } | { ok: false; error: unknown };

/**
 * Creates and changes internal users: the one implementation of the user rules, for the form (one user),
 * the bulk actions (a selection) and the upload (a batch of rows). For N users it costs a few statements,
 * not a few per user: it locks the users, reads the stores, roles and role holders they refer to, decides
 * each save in plain code (save-plan.ts) and writes the rest with set-based statements (new users,
 * changed users, added and removed assignments, ended sessions, audit events), all in the caller's
 * transaction.
 *
 * A save that breaks a rule is an outcome `{ ok: false, error }` and writes nothing. The writes
 * themselves may still throw for the whole set: a username taken meanwhile by another transaction
 * (usernameInUse), or the last-administrator check, which holds or fails for the set as a whole; a
 * caller that saves several users then saves them one by one (each in a savepoint) to learn which.
 */
export async function saveAdminUsers(
  tx: DbOrTx,
  actor: Actor,
  saves: readonly AdminUserSave[],
): Promise<AdminUserSaveOutcome[]> {
  const outcomes: AdminUserSaveOutcome[] = [];
  for (const run of runsWithoutRepeats(saves, userKeyOf)) {
    outcomes.push(...(await saveDistinct(tx, actor, run)));
  }
  return outcomes;
}

/** One save; its failure is thrown (the API's create and edit answer with it). Returns the user's ID. */
export async function saveAdminUser(tx: DbOrTx, actor: Actor, save: AdminUserSave): Promise<string> {
  const [outcome] = await saveAdminUsers(tx, actor, [save]);
  if (!outcome!.ok) throw outcome!.error;
  return outcome!.id;
}

/** Saves users that are all different. */
async function saveDistinct(
  tx: DbOrTx,
  actor: Actor,
  saves: readonly AdminUserSave[],
): Promise<AdminUserSaveOutcome[]> {
  const users = await lockUsers(tx, saves);
  const outcomes: AdminUserSaveOutcome[] = [];
  const resolved: (ResolvedSave | undefined)[] = saves.map((save, index) => {
    const existing = users.find(save);
    try {
      // The user to create is worked out only when it may be needed (an upload row updating an existing
      // user needs no password).
      const input = save.create && !(existing && save.update) ? save.create() : undefined;
      return { save, existing, input };
    } catch (error) {
      outcomes[index] = { ok: false, error };
      return undefined;
    }
  });
  const known = await readKnown(tx, referencesOf(resolved.filter((r) => r !== undefined)));

  const plans: UserPlan[] = [];
  resolved.forEach((target, index) => {
    if (!target) return;
    try {
      const plan = planSave(actor, target, known);
      plans.push(plan);
      outcomes[index] = { ok: true, id: plan.id };
    } catch (error) {
      outcomes[index] = { ok: false, error };
    }
  });
  await write(tx, actor, plans);
  return outcomes;
}

/** The users the saves name, locked for the change (in ID order, so concurrent batches queue, not deadlock). */
async function lockUsers(tx: DbOrTx, saves: readonly AdminUserSave[]) {
  const ids: string[] = [];
  const usernames: string[] = [];
  for (const { user } of saves) {
    if ('id' in user) ids.push(user.id);
    else usernames.push(user.username.toLowerCase());
  }
  const rows = await tx
    .select()
    .from(adminUsers)
    .where(
      or(
        ids.length > 0 ? sql`${adminUsers.id} = any(${arrayOf(ids, 'text')})` : undefined,
        usernames.length > 0
          ? sql`lower(${adminUsers.username}) = any(${arrayOf(usernames, 'text')})`
          : undefined,
      ),
    )
    .orderBy(asc(adminUsers.id))
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const byUsername = new Map(rows.map((row) => [row.username.toLowerCase(), row]));
  return {
    find: ({ user }: AdminUserSave) =>
      'id' in user ? byId.get(user.id) : byUsername.get(user.username.toLowerCase()),
  };
}

async function readKnown(tx: DbOrTx, references: ReturnType<typeof referencesOf>): Promise<Known> {
  const { storeIds, roleIds, roleHolders } = references;
  const stores = await existingStoreIds(tx, storeIds);
  const roles = await consoleRolesAmong(tx, roleIds);
  const rolesOf = await consoleRoleIdsOfUsers(tx, roleHolders);
  return {
    stores,
    assignableRoles: new Set(roles.map((role) => role.ID)),
    rolesOf,
  };
}

type UpdatePlan = Extract<UserPlan, { kind: 'update' }>;
type CreatePlan = Extract<UserPlan, { kind: 'create' }>;

/** Writes the decided saves with one statement per kind of change, whatever their number. */
async function write(tx: DbOrTx, actor: Actor, plans: readonly UserPlan[]) {
  const creates = plans.filter((plan): plan is CreatePlan => plan.kind === 'create');
  const updates = plans.filter((plan): plan is UpdatePlan => plan.kind === 'update');
  if (creates.length === 0 && updates.length === 0) return;

  const created = await insertUsers(tx, creates);
  await assignRoles(tx, [
    ...creates.flatMap(({ id, input }) => input.RoleIDs.map((roleId) => [id, roleId] as const)),
    ...updates.flatMap(({ id, added }) => added.map((roleId) => [id, roleId] as const)),
  ]);
  await unassignRoles(
    tx,
    updates.flatMap(({ id, removed }) => removed.map((roleId) => [id, roleId] as const)),
  );
  await updateUsers(
    tx,
    updates.map((plan) => plan.after),
  );
  // Deactivating ends all the user's sessions; a new password ends the others (the actor keeps theirs).
  await endSessionsOf(tx, {
    all: updates.filter((plan) => plan.deactivating).map((plan) => plan.id),
    others: updates.filter((plan) => plan.newPassword && !plan.deactivating).map((plan) => plan.id),
    keep: actor.sessionId,
  });
  if (updates.some((plan) => plan.deactivating || plan.removed.length > 0)) {
    await assertAnAdministratorRemains(tx);
  }
  await recordAudits(
    tx,
    plans.flatMap((plan) => (plan.kind === 'unchanged' ? [] : [auditEntryOf(actor, plan, created)])),
  );
}

function auditEntryOf(
  actor: Actor,
  plan: CreatePlan | UpdatePlan,
  created: ReadonlyMap<string, AdminUserRow>,
): AuditEntry {
  const entry = { actorId: actor.id, entity: 'admin-user' as const, entityId: plan.id };
  if (plan.kind === 'create') {
    const after = { ...withRoles(created.get(plan.id)!, plan.input.RoleIDs), Password: 'set' };
    return { ...entry, action: 'create', after };
  }
  const password = (word: string) => plan.newPassword && { Password: word };
  return {
    ...entry,
    action: 'update',
    before: { ...withRoles(plan.before, plan.rolesBefore), ...password('old') },
    after: { ...withRoles(plan.after, plan.rolesAfter), ...password('new') },
  };
}

/**
 * New users (ID = Username). A user made by an admin has no LastPasswordChange: they set their own
 * password at first sign-in.
 */
async function insertUsers(tx: DbOrTx, creates: readonly CreatePlan[]): Promise<Map<string, AdminUserRow>> {
  if (creates.length === 0) return new Map();
  try {
    const rows = await tx
      .insert(adminUsers)
      .values(
        creates.map(({ input }) => ({
          id: input.Username,
          username: input.Username,
          firstName: input.FirstName,
          lastName: input.LastName,
          email: input.Email,
          active: input.Active,
          storeAddressId: input.xp.StoreAddressID,
          passwordHash: input.passwordHash,
          lastPasswordChange: null,
        })),
      )
      .returning();
    return new Map(rows.map((row) => [row.id, row]));
  } catch (error) {
    // The users were looked for under lock, but a username nobody held could be taken meanwhile: the
    // unique index on lower(username) is the last word.
    if (isUniqueViolation(error)) throw usernameInUse();
    throw error;
  }
}

/** The values as one array parameter (one parameter however many users: no limit, less to parse). */
const arrayOf = (values: readonly unknown[], type: 'text' | 'boolean' | 'bigint' | 'integer') =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

/** Each user's row as decided, in one UPDATE … FROM unnest(one array a column). */
async function updateUsers(tx: DbOrTx, rows: readonly AdminUserRow[]) {
  if (rows.length === 0) return;
  const column = (type: Parameters<typeof arrayOf>[1], pick: (row: AdminUserRow) => unknown) =>
    arrayOf(rows.map(pick), type);
  await tx.execute(sql`
    update ${adminUsers} as u set
      first_name = v.first_name, last_name = v.last_name, email = v.email,
      store_address_id = v.store_address_id, active = v.active, password_hash = v.password_hash,
      last_password_change = v.last_password_change, version = v.version
    from unnest(
      ${column('text', (row) => row.id)}, ${column('text', (row) => row.firstName)},
      ${column('text', (row) => row.lastName)}, ${column('text', (row) => row.email)},
      ${column('text', (row) => row.storeAddressId)}, ${column('boolean', (row) => row.active)},
      ${column('text', (row) => row.passwordHash)}, ${column('bigint', (row) => row.lastPasswordChange)},
      ${column('integer', (row) => row.version)}
    ) as v(id, first_name, last_name, email, store_address_id, active, password_hash, last_password_change, version)
    where u.id = v.id`);
}
