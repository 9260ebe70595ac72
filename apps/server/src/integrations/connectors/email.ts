import { createMailer, mailDirectory, type Mailer } from '../email.ts';
import { defineConnector, type ConnectorTransport } from './connector.ts';

/**
 * E-mail as a connector: its file drop is DATA_DIR/mail (one `.eml` file a message, listed at
 * GET /api/developer/mail) and its remote channel SMTP when SMTP_URL is set. The payload is the
 * MailMessage itself ({ to, subject, text }).
 */
export function mailTransport(mailer: Mailer, target: string): ConnectorTransport {
  return {
    channel: mailer.kind,
    target,
    async deliver({ payload }) {
      const { to, subject, text } = payload;
      if (typeof to !== 'string' || typeof subject !== 'string' || typeof text !== 'string') {
        throw new Error('The e-mail in the outbox has no recipient, subject or text.');
      }
      const sent = await mailer.send({ to, subject, text });
      return { channel: mailer.kind, reference: sent.reference };
    },
  };
}

export const emailConnector = defineConnector({
  system: 'email',
  describe: 'E-mail to customers (password resets)',
  transport: ({ config }) =>
    mailTransport(
      createMailer(config),
      config.SMTP_URL ? new URL(config.SMTP_URL).host : mailDirectory(config.DATA_DIR),
    ),
});
