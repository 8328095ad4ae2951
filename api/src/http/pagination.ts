import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageQuery } from '@portal/shared/contract/common';
import type { KeysetPage } from '../db/queries/keyset-page';
import { badRequest } from './errors';

export const INVALID_CURSOR = 'This page link is not valid.';

/** A 400 naming the `cursor` parameter: a forged or mangled page link. */
export function invalidCursor(sentence = INVALID_CURSOR) {
  return badRequest({ cursor: [sentence] });
}

/**
 * A keyset cursor, opaque to clients: the base64url of the key of the last row of the previous
 * page, its parts joined by ':' (e.g. a time and an id).
 */
export function encodeKeyCursor(parts: readonly (string | number)[]): string {
  return Buffer.from(parts.join(':')).toString('base64url');
}

/** The text of a cursor made by `encodeKeyCursor`, or undefined for the first page. */
export function cursorText(cursor: string | undefined): string | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  return Buffer.from(cursor, 'base64url').toString();
}

/**
 * The match of `form` on a cursor's text (its groups are the key's parts), or undefined for the
 * first page; a cursor that does not match is a 400.
 */
export function matchCursor(cursor: string | undefined, form: RegExp): RegExpExecArray | undefined {
  const text = cursorText(cursor);
  if (text === undefined) return undefined;
  const match = form.exec(text);
  if (match === null) throw invalidCursor();
  return match;
}

/**
 * Keyset pagination on the serial `id`: newest first, and stable under inserts (a new row gets a
 * larger id, so it never shifts the pages after the one a client holds). The cursor is the last id
 * of the previous page.
 */
export function encodeCursor(lastId: number): string {
  return encodeKeyCursor([lastId]);
}

/** The id to continue below, or undefined for the first page; a forged cursor is a 400. */
export function decodeCursor(cursor: string | undefined): number | undefined {
  const match = matchCursor(cursor, /^(\d{1,10})$/);
  if (match === undefined) return undefined;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id < 1) throw invalidCursor();
  return id;
}

/** The keyset page a list endpoint's query (`pageQuerySchema`) asks for; a forged cursor is a 400. */
export function keysetPageOf(query: PageQuery): KeysetPage {
  return { beforeId: decodeCursor(query.cursor), limit: query.limit };
}

/**
 * Cuts a query result fetched with `limit + 1` rows down to `limit` and, when there is more, sets
 * `Link: <url with cursor>; rel="next"` on the reply (see docs/api-conventions.md).
 */
export function sendPage<T extends { id: number }>(
  request: FastifyRequest,
  reply: FastifyReply,
  rows: T[],
  limit: number,
): T[] {
  const { page, next } = cutPage(rows, limit, (last) => encodeCursor(last.id));
  if (next !== undefined) linkNextPage(request, reply, next, limit);
  return page;
}

/**
 * A list endpoint's answer: the page `list` reads for the query's `cursor` and `limit` (it fetches
 * `limit + 1` rows), cut to `limit`, with the Link to the next page (see `sendPage`).
 */
export async function sendListPage<T extends { id: number }>(
  request: FastifyRequest & { query: PageQuery },
  reply: FastifyReply,
  list: (page: KeysetPage) => Promise<T[]>,
): Promise<T[]> {
  return sendPage(request, reply, await list(keysetPageOf(request.query)), request.query.limit);
}

/**
 * A query result fetched with `limit + 1` rows: its first `limit`, and when there is more, the
 * cursor of the next page (`cursorOf` the last row shown).
 */
export function cutPage<T>(
  rows: readonly T[],
  limit: number,
  cursorOf: (last: T) => string,
): { page: T[]; next: string | undefined } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, next: rows.length > limit && last !== undefined ? cursorOf(last) : undefined };
}

/** Sets `Link: <this URL with cursor and limit>; rel="next"` on the reply. */
export function linkNextPage(
  request: FastifyRequest,
  reply: FastifyReply,
  cursor: string,
  limit: number,
): void {
  const url = new URL(request.url, 'http://localhost');
  url.searchParams.set('cursor', cursor);
  url.searchParams.set('limit', String(limit));
  void reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
}
