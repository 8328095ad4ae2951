import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock';

/** One account e-mail: plain text and simple HTML of the same words. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries, if any: the outbox prints it (never logged with SMTP). */
  link?: string;
}

export interface Mailer {
  /** Hands the message over; rejects when it could not be. */
  send(message: MailMessage): Promise<void>;
}

/** What the outbox writes for each message: one JSON file under DATA_DIR/outbox/. */
export interface OutboxMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
  created_at: string;
}

/** Delivery through any SMTP server (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // A mail server that does not answer holds a request only so long (nodemailer waits minutes).
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
  };
}

/**
 * The development default without SMTP_URL (see docs/accounts.md): each message a file in `folder`,
 * named by its time first so `ls` lists them in order, and its link printed in the server log so
 * `npm start` needs no mail server.
 */
export function outboxMailer(
  folder: string,
  from: string,
  log: FastifyBaseLogger,
  clock: Clock,
): Mailer {
  return {
    async send({ to, subject, text, html, link }) {
      const now = clock();
      const file = path.join(
        folder,
        `${now.toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.json`,
      );
      const message: OutboxMessage = {
        to,
        from,
        subject,
        text,
        html,
        link: link ?? null,
        created_at: now.toISOString(),
      };
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeFile(file, `${JSON.stringify(message, null, 2)}\n`, { mode: 0o600 });
      log.info(
        { file, link: link ?? null },
        `e-mail to ${to} written to the outbox: ${link ?? file}`,
      );
    },
  };
}

/**
 * Sends `message`; when it cannot be sent, a warning in the log (without its link) instead: never
 * rejects, so no request fails for a mail server.
 */
export async function sendOrWarn(
  mailer: Mailer,
  message: MailMessage,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    log.warn(
      { err: error instanceof Error ? { message: error.message } : undefined },
      `could not send the e-mail "${message.subject}"`,
    );
  }
}

/** SMTP when `smtpUrl` is set, else the outbox in `dataDir`. */
export function mailerFor(
  config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
  log: FastifyBaseLogger,
  clock: Clock,
): Mailer {
  return config.smtpUrl === undefined
    ? outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log, clock)
    : smtpMailer(config.smtpUrl, config.mailFrom);
}
