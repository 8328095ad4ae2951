// The production server as the bench runs it: rate limits off, quiet log, memory readable.
import { readFileSync } from 'node:fs';
import { startPortalServer } from '../../e2e/lib/portal-server.ts';

/** The production server on a fresh database, rate limits off, with its memory readable. */
export async function startServer(env) {
  const startedAt = performance.now();
  const server = await startPortalServer({ env: { RATE_LIMIT: 'off', LOG_LEVEL: 'warn', ...env } });
  return {
    ...server,
    startupMs: performance.now() - startedAt,
    rssMb: () => {
      const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
  };
}
