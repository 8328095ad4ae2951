import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test server received, as mailparser read it. */
export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The token of the link in the message, if it carries one. */
  token: string | null;
  /** The link itself. */
  link: string | null;
}

export interface MailServer {
  /** SMTP_URL for the app under test. */
  url: string;
  /** The next message to the one address `to` (waiting for it up to 5 s), taken off the queue. */
  next(to: string): Promise<ReceivedMail>;
  /** Resolves when no message to `to` arrives within `ms` (rejects when one does). */
  nothingFor(to: string, ms?: number): Promise<void>;
  close(): Promise<void>;
}

const LINK = /https?:\/\/\S+\?token=([\w-]+)/;

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (value === undefined) return '';
  return (Array.isArray(value) ? value : [value]).map((entry) => entry.text).join(', ');
}

/**
 * A real SMTP server in the test process (port 0, no TLS, no auth) that parses what it receives:
 * the account e-mails travel through nodemailer exactly as in production.
 */
export async function startMailServer(): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const text = mail.text ?? '';
          const match = LINK.exec(text);
          received.push({
            to: addressText(mail.to),
            from: addressText(mail.from),
            subject: mail.subject ?? '',
            text,
            html: typeof mail.html === 'string' ? mail.html : '',
            token: match?.[1] ?? null,
            link: match?.[0] ?? null,
          });
          for (const wake of waiting) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  function take(to: string): ReceivedMail | undefined {
    const index = received.findIndex((mail) => mail.to.toLowerCase() === to.toLowerCase());
    return index === -1 ? undefined : received.splice(index, 1)[0];
  }

  function waitFor(to: string, ms: number): Promise<ReceivedMail | undefined> {
    return new Promise((resolve) => {
      const check = () => {
        const mail = take(to);
        if (mail === undefined) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve(mail);
      };
      const timer = setTimeout(() => {
        waiting.delete(check);
        resolve(undefined);
      }, ms);
      waiting.add(check);
      check();
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    async next(to) {
      const mail = await waitFor(to, 5000);
      if (mail === undefined) throw new Error(`no e-mail to ${to} arrived`);
      return mail;
    },
    async nothingFor(to, ms = 300) {
      const mail = await waitFor(to, ms);
      if (mail !== undefined) throw new Error(`unexpected e-mail to ${to}: ${mail.subject}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
