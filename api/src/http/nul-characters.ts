import type { preValidationHookHandler } from 'fastify';
import { badRequest } from './errors';

export const NUL_CHARACTER = 'This text contains a NUL character (\\u0000), which is not allowed.';

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent !== undefined; at = at.parent) {
    keys.push(at.key);
  }
  return keys.reverse().join('.');
}

/**
 * The dotted path (`social_links.instagram`, '' for the value itself) of a string or an object
 * key in `value` that holds U+0000, or undefined when none does. Walks without recursion: a 1 MB body can
 * nest half a million arrays deep.
 */
export function nulCharacterPath(value: unknown): string | undefined {
  const pending: Visit[] = [{ value, key: '', parent: undefined }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(visit);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        const next = { value: child, key, parent: visit };
        if (key.includes('\u0000')) return pathOf(next);
        pending.push(next);
      }
    }
  }
  return undefined;
}

/**
 * preValidation hook: a 400 naming the field when a path parameter, a query parameter or the JSON
 * body holds a NUL character. PostgreSQL cannot store one in text, so it would otherwise fail the
 * query with a 500 (docs/api-conventions.md: never a 500 for anything a client can send). A
 * callback hook, as every request runs it: an async one costs each a promise.
 */
export const refuseNulCharacters: preValidationHookHandler = (request, _reply, done) => {
  const parts = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const;
  for (const [part, value] of parts) {
    const found = nulCharacterPath(value);
    if (found !== undefined) {
      done(badRequest({ [found === '' ? part : found]: [NUL_CHARACTER] }));
      return;
    }
  }
  done();
};
