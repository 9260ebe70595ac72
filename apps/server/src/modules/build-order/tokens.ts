import { randomUUID } from 'node:crypto';
import { IMPERSONATION_TOKEN_MINUTES } from '@commerce/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { impersonationTokens } from '../../db/schema/build-order.ts';
import { isLiveSession } from '../../http/sessions.ts';
import { hashToken, newToken } from '../../http/tokens.ts';
import { findAdminUser, isActiveUser } from '../admin-users/public.ts';
import { isActiveCustomer } from '../customers/public.ts';
import { storeOrderCodes } from '../stores/public.ts';

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
      userId: impersonationTokens.userId,
    })
    .from(impersonationTokens)
    .where(
      and(
        eq(impersonationTokens.tokenHash, hashToken(token)),
        isNull(impersonationTokens.revokedAt),
        gt(impersonationTokens.expiresAt, now),
        isLiveSession(impersonationTokens.sessionId),
        isActiveUser(impersonationTokens.userId),
        isActiveCustomer(impersonationTokens.customerId),
      ),
    );
  const user = row ? await findAdminUser(db, row.userId) : null;
  if (!row || !user) return null;
  const store = user.storeAddressId ? await storeOrderCodes(db, user.storeAddressId) : null;
  return {
    tokenId: row.tokenId,
    customerId: row.customerId,
    taker: {
      ID: user.id,
      FirstName: user.firstName,
      LastName: user.lastName,
      Username: user.username,
      StoreName: store?.companyName ?? null,
      StoreID_2digit: store?.storeId2Digit ?? null,
    },
  };
}
