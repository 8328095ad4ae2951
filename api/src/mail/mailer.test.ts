import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loggerOptions } from '../http/logging';
import { startMailServer } from '../test/mail-server';
import { startTestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import type { OutboxMessage } from './mailer';

/** An app whose log lines the test reads, with verification e-mails on. */
async function appLogging(smtpUrl: string | undefined) {
  const lines: string[] = [];
  const t = await startTestApp(
    { emailVerification: 'mandatory', smtpUrl, publicUrl: 'http://localhost:8080' },
    undefined,
    { logger: loggerOptions('info', { write: (line) => lines.push(line) }) },
  );
  return { t, logged: () => lines.join('\n') };
}

describe('without SMTP_URL: the outbox', () => {
  it('writes each message to a JSON file in DATA_DIR/outbox/, named by its time, and logs its link', async () => {
    const { t, logged } = await appLogging(undefined);
    try {
      const user = await registerUser(t.app);
      const folder = path.join(t.config.dataDir, 'outbox');
      const files = readdirSync(folder);
      expect(files).toEqual([
        expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-\w+\.json$/),
      ]);
      const message = JSON.parse(
        readFileSync(path.join(folder, files[0] ?? ''), 'utf8'),
      ) as OutboxMessage;
      expect(message).toEqual({
        to: `${user.user.username}@example.com`,
        from: 'Influencer Marketplace <no-reply@localhost>',
        subject: 'Verify your email address',
        text: expect.stringContaining(message.link ?? 'no link'),
        html: expect.stringContaining('<a href="http://localhost:8080/verify-email?token='),
        link: expect.stringMatching(/^http:\/\/localhost:8080\/verify-email\?token=[\w-]{43}$/),
        created_at: expect.any(String),
      });
      expect(logged()).toContain(message.link);
      expect(logged()).toContain(files[0]);
    } finally {
      await t.close();
    }
  });
});

describe('with SMTP_URL', () => {
  it('never logs a link', async () => {
    const mail = await startMailServer();
    const { t, logged } = await appLogging(mail.url);
    try {
      const user = await registerUser(t.app);
      const { token } = await mail.next(`${user.user.username}@example.com`);
      expect(token).not.toBeNull();
      expect(logged()).not.toContain(token);
    } finally {
      await t.close();
      await mail.close();
    }
  });

  it('answers the request when the server cannot be reached, with a warning that holds no link', async () => {
    const { t, logged } = await appLogging('smtp://127.0.0.1:1');
    try {
      const user = await registerUser(t.app);
      expect(user.access).toEqual(expect.any(String));
      expect(logged()).toContain('could not send the e-mail');
      expect(logged()).not.toContain('token=');
    } finally {
      await t.close();
    }
  });
});
