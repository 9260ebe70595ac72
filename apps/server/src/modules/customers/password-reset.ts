import { createHash, randomBytes } from 'node:crypto';
import { CUSTOMER_ERRORS } from '@commerce/domain';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { recordAudit } from '../../http/audit.ts';
import { apiError } from '../../http/errors.ts';
import type { MailMessage } from '../../integrations/email.ts';
import { enqueue } from '../../integrations/outbox.ts';
import type { Principal } from '../../http/principal.ts';
import type { CustomerRow } from './mapper.ts';
import { visibleCustomer } from './visibility.ts';

/** How long the link in a reset e-mail works. */
const RESET_CODE_HOURS = 24;

function resetEmail(customer: CustomerRow, code: string, storefrontUrl: string | undefined): MailMessage {
  const where = storefrontUrl
    ? `Choose a new password here (the link works for ${RESET_CODE_HOURS} hours):\n` +
      `${new URL(`/reset-password?email=${encodeURIComponent(customer.email)}&code=${code}`, storefrontUrl)}`
    : `Enter this verification code on the storefront's password reset page within ${RESET_CODE_HOURS} hours:\n${code}`;
  return {
    to: customer.email,
    subject: 'Reset your password',
    text:
      `Hello ${customer.firstName},\n\n` +
      `Our customer service team has sent you this e-mail so you can reset the password of your account ` +
      `(${customer.email}).\n\n${where}\n\n` +
      `If you did not ask for this, you can ignore this e-mail; your password stays as it is.\n`,
  };
}

/**
 * 'Send password reset e-mail' (customer-reset-pass). The e-mail is written to the outbox in the same
 * transaction as the audit event and the code's hash (xp.PasswordReset, which the storefront checks), then
 * delivered after commit with retries (the caller notifies the outbox after committing). The answer says it
 * was queued, not that it arrived.
 */
export async function requestPasswordReset(
  tx: Tx,
  principal: Principal,
  { id }: { id: string },
  config: Pick<Config, 'STOREFRONT_URL'>,
) {
  const code = randomBytes(24).toString('base64url');
  const customer = await visibleCustomer(tx, principal, id, { forUpdate: true });
  if (!customer.email.includes('@')) {
    throw apiError(CUSTOMER_ERRORS.noEmail);
  }
  const reset = {
    CodeHash: createHash('sha256').update(code).digest('hex'),
    ExpiresAt: new Date(Date.now() + RESET_CODE_HOURS * 3_600_000).toISOString(),
  };
  // Not a change staff make to the record, so the version stays: an open edit form is not made stale.
  await tx
    .update(customers)
    .set({
      xp: sql`${customers.xp} || jsonb_build_object('PasswordReset', ${JSON.stringify(reset)}::jsonb)`,
    })
    .where(eq(customers.id, customer.id));
  const messageId = await enqueue(tx, {
    kind: 'email',
    entity: 'customer',
    entityId: customer.id,
    payload: { ...resetEmail(customer, code, config.STOREFRONT_URL) },
  });
  await recordAudit(tx, {
    actorId: principal.user.id,
    action: 'send-password-reset',
    entity: 'customer',
    entityId: customer.id,
    before: { PasswordResetEmail: null },
    after: { PasswordResetEmail: `queued to ${customer.email} (outbox ${messageId})` },
  });
  return { Queued: true as const, MessageID: String(messageId), Email: customer.email };
}
