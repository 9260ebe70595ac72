import { randomUUID } from 'node:crypto';
import { IMPERSONATION_TOKEN_MINUTES } from '@commerce/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { adminUsers } from '../../db/schema/admin-users.ts';
import { impersonationTokens } from '../../db/schema/build-order.ts';
import { customers } from '../../db/schema/customers.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { stores } from '../../db/schema/stores.ts';
import { hashToken, newToken } from '../../http/tokens.ts';

/** A live impersonation: who serves whom (the storefront's orders carry the staff member as xp.OrderTaker). */
export interface Impersonation {
  tokenId: string;
  customerId: string;
  taker: {
    ID: string;
    FirstName: string;
    LastName: string;
    Username: string;
    StoreName: string | null;
    StoreID_2digit: string | null;
  };
}

/** Ends every impersonation of the console session (Stop Session, another customer chosen). */
export async function revokeSessionImpersonations(db: DbOrTx, sessionId: string): Promise<number> {
  const revoked = await db
    .update(impersonationTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(impersonationTokens.sessionId, sessionId), isNull(impersonationTokens.revokedAt)))
    .returning({ id: impersonationTokens.id });
  return revoked.length;
}

/** Issues a token for the session and customer (the caller has checked who may be served). */
export async function issueImpersonation(
  tx: Tx,
  input: { sessionId: string; userId: string; customerId: string },
  now = new Date(),
): Promise<{ id: string; token: string; expiresAt: Date }> {
  const token = newToken();
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + IMPERSONATION_TOKEN_MINUTES * 60_000);
  await tx.insert(impersonationTokens).values({
    id,
    tokenHash: hashToken(token),
    sessionId: input.sessionId,
    userId: input.userId,
    customerId: input.customerId,
    createdAt: now,
    expiresAt,
  });
  return { id, token, expiresAt };
}

/**
 * The impersonation a storefront token stands for, or null: unexpired, not revoked, its console session not
 * ended (signing out ends it), the staff member still active, the customer still active.
 */
export async function impersonationOf(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<Impersonation | null> {
  const [row] = await db
    .select({
      tokenId: impersonationTokens.id,
      customerId: impersonationTokens.customerId,
      user: adminUsers,
      storeName: stores.companyName,
      storeXp: stores.xp,
    })
    .from(impersonationTokens)
    .innerJoin(sessions, eq(sessions.id, impersonationTokens.sessionId))
    .innerJoin(adminUsers, eq(adminUsers.id, impersonationTokens.userId))
    .innerJoin(customers, eq(customers.id, impersonationTokens.customerId))
    .leftJoin(stores, eq(stores.id, adminUsers.storeAddressId))
    .where(
      and(
        eq(impersonationTokens.tokenHash, hashToken(token)),
        isNull(impersonationTokens.revokedAt),
        gt(impersonationTokens.expiresAt, now),
        isNull(sessions.revokedAt),
        eq(adminUsers.active, true),
        eq(customers.active, true),
      ),
    );
  if (!row) return null;
  const eagle2 = row.storeXp?.StoreID_2digit;
  return {
    tokenId: row.tokenId,
    customerId: row.customerId,
    taker: {
      ID: row.user.id,
      FirstName: row.user.firstName,
      LastName: row.user.lastName,
      Username: row.user.username,
      StoreName: row.storeName ?? null,
      StoreID_2digit: typeof eagle2 === 'string' ? eagle2 : null,
    },
  };
}
