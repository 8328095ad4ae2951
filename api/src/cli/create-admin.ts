import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from '@portal/shared/contract/auth';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { openMigratedDatabase } from '../db/open-migrated';
import { refuseTakenIdentifiers } from '../auth/identifiers';
import { insertUserWithProfile } from '../db/queries/users';
import { HttpError } from '../http/errors';
import { runCommand } from './run-command';

const argsSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
});

const USAGE = 'Usage: npm run create-admin -- --email E --username U --password P';

/** `npm run create-admin -- --email E --username U --password P` */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
    },
    strict: true,
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      console.error(`--${issue.path.join('.')}: ${issue.message}`);
    }
    console.error(USAGE);
    return 2;
  }
  const { email, username, password } = parsed.data;
  const passwordHash = await hashPassword(password);
  const database = await openMigratedDatabase(loadConfig());
  try {
    try {
      await database.db.transaction(async (tx) => {
        // The operator names admins: 'admin' and the like are theirs to give.
        await refuseTakenIdentifiers(tx, { username, email, chosen: false });
        // The operator vouches for the address: an admin's counts as verified.
        await insertUserWithProfile(tx, {
          username,
          email,
          passwordHash,
          role: 'admin',
          emailVerifiedAt: new Date(),
        });
      });
    } catch (error) {
      if (!(error instanceof HttpError) || error.fields === undefined) throw error;
      for (const [field, messages] of Object.entries(error.fields)) {
        console.error(`--${field}: ${messages.join(' ')}`);
      }
      return 1;
    }
    console.log(`Admin ${username} <${email}> created.`);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand('create-admin', USAGE, main);
