import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * Keyset pagination on the serial `id`: newest first, and stable under inserts (a new row gets a
 * larger id, so it never shifts the pages after the one a client holds). The cursor is opaque to
 * clients: the base64url of the last id of the previous page.
 */
export function encodeCursor(lastId: number): string {
  return Buffer.from(String(lastId)).toString('base64url');
}

/** The id to continue below, or undefined for the first page; a forged cursor is a 400. */
export function decodeCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const text = Buffer.from(cursor, 'base64url').toString();
  const id = Number(text);
  if (!/^\d{1,10}$/.test(text) || !Number.isSafeInteger(id) || id < 1) {
    throw badRequest({ cursor: ['This page link is not valid.'] });
  }
  return id;
}

/**
 * Cuts a query result fetched with `limit + 1` rows down to `limit` and, when there is more, sets
 * `Link: <url with cursor>; rel="next"` on the reply (design §2).
 */
export function sendPage<T extends { id: number }>(
  request: FastifyRequest,
  reply: FastifyReply,
  rows: T[],
  limit: number,
): T[] {
  if (rows.length <= limit) return rows;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  if (last !== undefined) linkNextPage(request, reply, encodeCursor(last.id), limit);
  return page;
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
