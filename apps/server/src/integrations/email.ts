import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

/** One e-mail as the console sends it: plain text, one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SentMail {
  /** The SMTP message ID, or the file the message was written to. */
  reference: string;
}

/**
 * Where e-mail goes: an SMTP server when SMTP_URL is set, otherwise a folder of `.eml` files (DATA_DIR/mail)
 * that developers can open in any mail program. Either way the message is a real RFC 822 message built by
 * nodemailer, so what a developer reads is what a customer would get.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<SentMail>;
}

export const mailDirectory = (dataDir: string) => path.join(dataDir, 'mail');

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): Mailer {
  return config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : fileMailer(mailDirectory(config.DATA_DIR), config.MAIL_FROM);
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      return { reference: info.messageId };
    },
  };
}

export function fileMailer(directory: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(directory, { recursive: true });
      // Sortable by time, unique without coordination between processes.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(directory, name);
      await fs.writeFile(file, info.message as Buffer);
      return { reference: file };
    },
  };
}

export interface MailFile {
  File: string;
  To: string;
  Subject: string;
  Date: string;
}

/** The newest written e-mails first, with their recipient and subject, for the developers. */
export async function listMailFiles(directory: string, limit = 50): Promise<MailFile[]> {
  const names = await fs.readdir(directory).catch(() => [] as string[]);
  const newest = names
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    newest.map(async (name) => {
      const head = (await fs.readFile(path.join(directory, name), 'utf8')).split('\n\n')[0] ?? '';
      const header = (field: string) => new RegExp(`^${field}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
      return { File: name, To: header('To'), Subject: header('Subject'), Date: header('Date') };
    }),
  );
}
