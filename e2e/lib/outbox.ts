import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PortalServer } from './portal-server';

/** One message of the embedded default's outbox (`DATA_DIR/outbox/`, one JSON file each). */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  link: string | null;
}

function outboxMessages(server: PortalServer): OutboxMessage[] {
  const folder = path.join(server.dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  // File names start with the time written: sorted, the newest is last.
  return names
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as OutboxMessage);
}

/** The links to `pathname` (e.g. '/verify-email') of the messages to `to`, oldest first. */
function outboxLinks(server: PortalServer, to: string, pathname: string): URL[] {
  return outboxMessages(server)
    .flatMap((message) =>
      message.to === to && message.link !== null ? [new URL(message.link)] : [],
    )
    .filter((url) => url.pathname === pathname);
}

/**
 * The link of the newest message to `to` whose link goes to `pathname`, waiting for one to be
 * written: the server sends after it has answered.
 */
export async function linkFromOutbox(
  server: PortalServer,
  to: string,
  pathname: string,
): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const newest = outboxLinks(server, to, pathname).at(-1);
    if (newest !== undefined) {
      // The message's link is built from PUBLIC_URL: open the same path on this server.
      return `${server.url}${newest.pathname}${newest.search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No message to ${to} with a link to ${pathname} reached the outbox.`);
}

/** How many messages to `to` with a link to `pathname` the outbox holds now. */
export function outboxLinkCount(server: PortalServer, to: string, pathname: string): number {
  return outboxLinks(server, to, pathname).length;
}
