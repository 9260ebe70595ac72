import { randomInt } from 'node:crypto';
import { ADMINISTRATORS_GROUP_ID, ALL_FEATURE_KEYS, apiRolesFor, isValidPassword } from '@commerce/domain';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  adminUsers,
  permissionGroups,
  securityProfileAssignments,
  securityProfiles,
  userGroupAssignments,
} from '../db/schema/index.ts';
import { recordAudit } from '../http/audit.ts';
import { hashPassword } from '../modules/admin-users/passwords.ts';

const FIRST_START_LOCK = 727_274_002;

/** A random password that meets the rule: 16 characters with every required kind. */
export function generatePassword(): string {
  const pick = (chars: string) => chars[randomInt(chars.length)]!;
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const lower = 'abcdefghijkmnopqrstuvwxyz';
  const digits = '23456789';
  const special = '!@#$%';
  const chars = [pick(upper), pick(digits), pick(special)];
  while (chars.length < 16) chars.push(pick(upper + lower + digits + special));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * On an empty database: the 'Administrators' permission group with every feature key (and its
 * security profile) and the user `admin` in it. The password comes from ADMIN_PASSWORD or is generated
 * and returned so main.ts prints it once. LastPasswordChange stays empty: the first sign-in asks for a
 * new password. Returns null when there were already users.
 */
export async function ensureFirstAdmin(
  db: Db,
  adminPassword: string | undefined,
): Promise<{ username: string; password: string; generated: boolean } | null> {
  if (adminPassword !== undefined && !isValidPassword(adminPassword)) {
    throw new Error(
      'ADMIN_PASSWORD does not meet the password rule: at least 10 characters with 1 uppercase letter, 1 digit and 1 of ! @ # $ %.',
    );
  }
  const password = adminPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Two servers starting together on one PostgreSQL must not both create the first admin.
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_START_LOCK})`);
    const [users] = await tx.select({ n: count() }).from(adminUsers);
    if ((users?.n ?? 0) > 0) return null;

    await tx
      .insert(permissionGroups)
      .values({
        id: ADMINISTRATORS_GROUP_ID,
        name: 'Administrators',
        description: 'Every feature of the console.',
        isPermissionGroup: true,
        permissions: [...ALL_FEATURE_KEYS],
      })
      .onConflictDoNothing();
    await tx
      .insert(securityProfiles)
      .values({ id: ADMINISTRATORS_GROUP_ID, name: 'Administrators', roles: apiRolesFor(ALL_FEATURE_KEYS) })
      .onConflictDoNothing();
    await tx
      .insert(securityProfileAssignments)
      .values({ securityProfileId: ADMINISTRATORS_GROUP_ID, userGroupId: ADMINISTRATORS_GROUP_ID })
      .onConflictDoNothing();
    const [admin] = await tx
      .insert(adminUsers)
      .values({
        id: 'admin',
        username: 'admin',
        firstName: 'Console',
        lastName: 'Administrator',
        email: 'admin@example.com',
        active: true,
        passwordHash,
        lastPasswordChange: null,
      })
      .returning();
    await tx.insert(userGroupAssignments).values({ userGroupId: ADMINISTRATORS_GROUP_ID, userId: 'admin' });
    await recordAudit(tx, {
      actorId: null,
      action: 'create-first-admin',
      entity: 'admin-user',
      entityId: 'admin',
      after: { ID: admin!.id, Username: admin!.username, Groups: [ADMINISTRATORS_GROUP_ID] },
    });
    return { username: 'admin', password, generated: adminPassword === undefined };
  });
}
