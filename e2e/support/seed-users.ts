/**
 * Fixture users for the end-to-end run, written with the server's own modules before the server starts
 * (there is no user-management API yet). Run with `npx tsx e2e/support/seed-users.ts`; env DATA_DIR (the
 * PGlite directory the server will use) and ADMIN_PASSWORD. Creates the first admin exactly as a first
 * start would, then:
 *   - group 'Order Takers' (order-reader, customer-reader) with taker1 (Olive Taker);
 *   - group 'Training_Team' (customer-reader) with trainee1 (Tina Trainee).
 * Both get a fresh LastPasswordChange, so no reset dialog. Closing the database releases the lock.
 */
import { apiRolesFor } from '@commerce/domain';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import {
  adminUsers,
  permissionGroups,
  securityProfileAssignments,
  securityProfiles,
  userGroupAssignments,
} from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { ensureFirstAdmin } from '../../apps/server/src/seed/first-admin.ts';
import { taker, trainee } from './users.ts';
import type { TestUser } from './users.ts';

interface GroupSeed {
  id: string;
  name: string;
  permissions: string[];
  members: TestUser[];
}

const GROUPS: GroupSeed[] = [
  {
    id: 'Order_Takers',
    name: 'Order Takers',
    permissions: ['order-reader', 'customer-reader'],
    members: [taker],
  },
  { id: 'Training_Team', name: 'Training_Team', permissions: ['customer-reader'], members: [trainee] },
];

async function seedGroup(db: Db, group: GroupSeed) {
  const passwordHashes = await Promise.all(group.members.map((user) => hashPassword(user.password)));
  await db.transaction(async (tx) => {
    await tx
      .insert(permissionGroups)
      .values({ id: group.id, name: group.name, isPermissionGroup: true, permissions: group.permissions })
      .onConflictDoNothing();
    await tx
      .insert(securityProfiles)
      .values({ id: group.id, name: group.name, roles: apiRolesFor(group.permissions) })
      .onConflictDoNothing();
    await tx
      .insert(securityProfileAssignments)
      .values({ securityProfileId: group.id, userGroupId: group.id })
      .onConflictDoNothing();
    for (const [index, user] of group.members.entries()) {
      await tx
        .insert(adminUsers)
        .values({
          id: user.username,
          username: user.username,
          firstName: user.firstName,
          lastName: user.lastName,
          email: `${user.username}@example.com`,
          active: true,
          passwordHash: passwordHashes[index]!,
          lastPasswordChange: Date.now(),
        })
        .onConflictDoNothing();
      await tx
        .insert(userGroupAssignments)
        .values({ userGroupId: group.id, userId: user.username })
        .onConflictDoNothing();
    }
  });
}

async function main() {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('seed-users: set DATA_DIR to the data directory the server will use.');
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    // First, so the server's own first-start check finds users and leaves this admin as it is.
    await ensureFirstAdmin(database.db, process.env.ADMIN_PASSWORD);
    for (const group of GROUPS) await seedGroup(database.db, group);
  } finally {
    await database.close();
  }
  console.log(`seed-users: ${GROUPS.map((group) => `${group.name} (${group.members.length})`).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
