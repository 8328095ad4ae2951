/**
 * GET /api/health latency on the embedded database, idle and while list queries hammer it.
 * Prints figures, asserts nothing. Run from api/: node --import tsx bench/health-under-load.ts
 */
import { desc, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openMigratedDatabase } from '../src/db/open-migrated';
import { campaigns, users } from '../src/db/schema';
import { seedDemoData } from '../src/seed/seed-demo';

const SAMPLES = 300;
const HAMMERS = 8;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function healthLatencies(url: string): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const start = performance.now();
    await (await fetch(url)).text();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2).padStart(7);
  return `p50 ${f(percentile(times, 50))} ms  p95 ${f(percentile(times, 95))} ms  p99 ${f(percentile(times, 99))} ms  max ${f(times[times.length - 1] ?? NaN)} ms`;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, PORTAL_DIST: path.join(dataDir, 'dist') }),
    rateLimit: { enabled: false, authPerMinute: 0, perMinute: 0 },
  };
  let start = performance.now();
  const database = await openMigratedDatabase(config);
  console.log(
    `fresh embedded database created and migrated: ${(performance.now() - start).toFixed(0)} ms`,
  );
  await seedDemoData(database.db, config);
  const [brand] = await database.db.select().from(users).where(eq(users.role, 'brand')).limit(1);
  const rows = Array.from({ length: 2000 }, (_, i) => ({
    brandId: brand?.id ?? 1,
    title: `Campaign ${i}`,
    description: 'Bench campaign '.repeat(10),
    budget: `${1000 + i}.00`,
    category: 'food',
  }));
  await database.db.insert(campaigns).values(rows);

  const app = await createApp({ db: database.db, config, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `${address}/api/health`;

  console.log(`health, idle:               ${await healthLatencies(url)}`);

  let running = true;
  let queries = 0;
  const hammer = async () => {
    while (running) {
      await database.db
        .select({
          id: campaigns.id,
          title: campaigns.title,
          budget: campaigns.budget,
          brand: users.username,
        })
        .from(campaigns)
        .innerJoin(users, eq(users.id, campaigns.brandId))
        .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
        .limit(50);
      queries += 1;
    }
  };
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  start = performance.now();
  const hammers = Array.from({ length: HAMMERS }, hammer);
  const underLoad = await healthLatencies(url);
  const seconds = (performance.now() - start) / 1000;
  running = false;
  await Promise.all(hammers);
  loopDelay.disable();
  console.log(`health, ${HAMMERS} list loops busy: ${underLoad}`);
  console.log(
    `list queries (50 joined rows) meanwhile: ${(queries / seconds).toFixed(0)}/s; ` +
      `event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
  );

  await app.close();
  await database.close();
  start = performance.now();
  const reopened = await openMigratedDatabase(config);
  console.log(
    `reopen of the existing database + migration check: ${(performance.now() - start).toFixed(0)} ms`,
  );
  await reopened.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
