/**
 * The data of the end-to-end run, written with the server's own modules before the server starts. Run
 * with `npx tsx e2e/support/seed-users.ts`; env DATA_DIR (the PGlite directory the server will use) and
 * ADMIN_PASSWORD. Creates the first admin exactly as a first start would, seeds the demo dataset (anchor
 * DEMO_ANCHOR, password DEMO_PASSWORD, images under DATA_DIR/assets), then adds the fixture users to the
 * demo's groups:
 *   - taker1 (Olive Taker) to 'Order Takers' (order and customer look-ups; no internal-reader);
 *   - trainee1 (Tina Trainee) to 'Training_Team' (customer-reader, training customers only).
 * Everyone has a fresh LastPasswordChange, so no reset dialog. Closing the database releases the lock.
 */
import path from 'node:path';
import { TRAINING_GROUP_ID } from '@commerce/domain';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import {
  adminUsers,
  giftCards,
  outbox,
  permissionGroups,
  userGroupAssignments,
} from '../../apps/server/src/db/schema/index.ts';
import { assetsDirectory } from '../../apps/server/src/config.ts';
import { directoryAssetStorage } from '../../apps/server/src/modules/assets/public.ts';
import { hashPassword } from '../../apps/server/src/modules/admin-users/passwords.ts';
import { seedDemo } from '../../apps/server/src/seed/demo/index.ts';
import { ensureFirstAdmin } from '../../apps/server/src/seed/first-admin.ts';
import { DEMO_ANCHOR, DEMO_PASSWORD, SOLD_GIFT_CARD, taker, trainee } from './users.ts';
import type { TestUser } from './users.ts';

/** The demo groups the fixture users join (IDs of apps/server/src/seed/demo/staff.ts). */
const FIXTURES: { groupId: string; members: TestUser[] }[] = [
  { groupId: 'Order_Takers', members: [taker] },
  { groupId: TRAINING_GROUP_ID, members: [trainee] },
];

async function addFixtureUsers(db: Db, groupId: string, members: TestUser[]) {
  const [group] = await db.select().from(permissionGroups).where(eq(permissionGroups.id, groupId));
  if (!group) throw new Error(`seed-users: the demo dataset has no permission group ${groupId}.`);
  const passwordHashes = await Promise.all(members.map((user) => hashPassword(user.password)));
  await db.transaction(async (tx) => {
    for (const [index, user] of members.entries()) {
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
        .values({ userGroupId: groupId, userId: user.username })
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
    const demo = await seedDemo(database.db, {
      anchor: new Date(`${DEMO_ANCHOR}T00:00:00.000Z`),
      password: DEMO_PASSWORD,
      assets: directoryAssetStorage(assetsDirectory(path.resolve(dataDir))),
    });
    for (const fixture of FIXTURES) await addFixtureUsers(database.db, fixture.groupId, fixture.members);
    // The demo's bounced e-mails given up on hours ago, as on a live start (the demo is anchored in the
    // past): the dashboard's integration health counts the last 24 hours, and its journey resends them.
    await database.db
      .update(outbox)
      .set({ failedAt: sql`now() - interval '6 hours'` })
      .where(and(eq(outbox.kind, 'email'), eq(outbox.status, 'failed')));
    // A sold card with a known balance, for Build Order's balance check.
    await database.db
      .insert(giftCards)
      .values({
        id: SOLD_GIFT_CARD.number,
        batchPosition: 'E2E-0001',
        purchased: true,
        balance: SOLD_GIFT_CARD.balance,
      })
      .onConflictDoNothing();
    console.log(
      `seed-users: demo dataset in ${(demo.milliseconds / 1000).toFixed(1)} s; ` +
        FIXTURES.map(
          (fixture) => `${fixture.members.map((user) => user.username).join(', ')} in ${fixture.groupId}`,
        ).join('; '),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
