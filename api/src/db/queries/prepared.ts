import type { Queryable } from '../client';

const namesByKey = new Map<string, string>();
const preparedByDb = new WeakMap<Queryable, Map<string, unknown>>();

/**
 * A query built once per database handle and kept: Drizzle then skips building its SQL on every
 * call, and PostgreSQL parses and plans it once per connection (a named prepared statement).
 * `key` names one SQL text: two calls with the same key must build the same query. Hot paths only
 * (authentication, the campaign lists); a statement built for a transaction lives as long as it.
 */
export function preparedQuery<T>(
  db: Queryable,
  key: string,
  build: (statementName: string) => T,
): T {
  let prepared = preparedByDb.get(db);
  if (prepared === undefined) {
    prepared = new Map();
    preparedByDb.set(db, prepared);
  }
  const existing = prepared.get(key);
  if (existing !== undefined) return existing as T;
  let name = namesByKey.get(key);
  if (name === undefined) {
    name = `portal_q${namesByKey.size + 1}`;
    namesByKey.set(key, name);
  }
  const query = build(name);
  prepared.set(key, query);
  return query;
}
