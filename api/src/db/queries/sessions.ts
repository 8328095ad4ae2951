import type { Queryable } from '../client';
import { sessions } from '../schema';

export type NewSession = typeof sessions.$inferInsert;

/** A login's session: its refresh tokens are the family `session.id`. */
export async function insertSession(db: Queryable, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}
