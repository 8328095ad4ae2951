// A throwaway PostgreSQL database beside DATABASE_URL's for one bench section.
import { spawnSync } from 'node:child_process';

/** Runs `use(url)` on a new PostgreSQL database beside DATABASE_URL's, dropped afterwards. */
export async function withBenchDatabase(use) {
  const admin = new URL(process.env.DATABASE_URL);
  const database = `portal_bench_${process.pid}_${Date.now().toString(36)}`;
  const psql = (sql) =>
    spawnSync(
      'psql',
      [
        '-q',
        '-h',
        admin.hostname,
        '-p',
        admin.port || '5432',
        '-U',
        admin.username || 'postgres',
        '-d',
        admin.pathname.slice(1) || 'postgres',
        '-c',
        sql,
      ],
      { stdio: 'inherit' },
    );
  psql(`CREATE DATABASE ${database}`);
  try {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${database}`;
    return await use(url.href);
  } finally {
    psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}
