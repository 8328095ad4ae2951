import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// From __filename: tsx hands a wrong __dirname to files imported by an ES module (the bench).
export const repoRoot = path.resolve(path.dirname(__filename), '..', '..');

export interface PortalServer {
  url: string;
  dataDir: string;
  uploadDir: string;
  /** The server's process id (the bench reads its memory). */
  pid: number;
  stop(): Promise<void>;
  /** Kills the process with SIGKILL, as a power cut would, and keeps its data for a restart. */
  crash(): Promise<void>;
  /** Stops the process with SIGTERM and keeps its data and uploads (a template's). */
  stopKeepingData(): Promise<void>;
}

/**
 * Set by the journeys' runner (run-journeys.ts): a folder holding `data` and `uploads` of a server
 * that seeded the demo data and stopped. A server starts from a copy of it in about a third of the
 * time a brand-new embedded database takes (created, migrated and seeded at every start).
 */
export const TEMPLATE_ENV = 'PORTAL_E2E_TEMPLATE';

/**
 * Settings that change nothing the demo seed writes (it follows only the fee, the escrow and
 * withdrawal settings and the upload folder): a server given no others may start from the template.
 */
const SETTINGS_THE_SEED_IGNORES = new Set([
  'RATE_LIMIT',
  'EMAIL_VERIFICATION',
  'DATABASE_IDLE_TIMEOUT_MS',
]);

/** The template's folders, when this server's demo data would be the template's own. */
function templateFor(options: {
  env?: NodeJS.ProcessEnv;
  dataDir?: string;
}): { data: string; uploads: string } | undefined {
  const template = process.env[TEMPLATE_ENV];
  if (template === undefined || options.dataDir !== undefined) return undefined;
  const overrides = Object.keys(options.env ?? {});
  if (!overrides.every((name) => SETTINGS_THE_SEED_IGNORES.has(name))) return undefined;
  return { data: path.join(template, 'data'), uploads: path.join(template, 'uploads') };
}

/** A port nothing listens on at this moment, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The portal server exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The portal server did not become healthy:\n${output()}`);
}

/**
 * Starts the production server (API + built portal) on a free port with a brand-new embedded
 * database (or a copy of the runner's template, the same demo data), so every journey begins from
 * the demo data. `portalDist` serves another build folder;
 * `env` adds settings (e.g. DATABASE_URL for a PostgreSQL server, RATE_LIMIT=off,
 * EMAIL_VERIFICATION=mandatory; `none` unless given).
 */
export async function startPortalServer(
  options: {
    portalDist?: string;
    env?: NodeJS.ProcessEnv;
    /** The embedded database of a server that crashed, to start again on the same data. */
    dataDir?: string;
  } = {},
): Promise<PortalServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-data-'));
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-uploads-'));
  const template = templateFor(options);
  if (template !== undefined) {
    cpSync(template.data, dataDir, { recursive: true });
    cpSync(template.uploads, uploadDir, { recursive: true });
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    // The address the browser uses: links in e-mails and the gateway's callback lead back to it.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    UPLOAD_DIR: uploadDir,
    PORTAL_DIST: options.portalDist ?? path.join(repoRoot, 'dist'),
    // Journeys that are not about accounts register users who then pay and withdraw at once: no
    // verification e-mail (see docs/accounts.md). The accounts journey sets the default, mandatory.
    EMAIL_VERIFICATION: 'none',
  };
  delete env.DATABASE_URL;
  Object.assign(env, options.env);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'api'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  async function end(signal: NodeJS.Signals) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    // A server that never became healthy is stopped too: left running, it would keep the journey's
    // process (and the run after it) waiting.
    await end('SIGKILL');
    rmSync(uploadDir, { recursive: true, force: true });
    if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    uploadDir,
    pid: child.pid ?? 0,
    async stop() {
      await end('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(uploadDir, { recursive: true, force: true });
    },
    async crash() {
      await end('SIGKILL');
      rmSync(uploadDir, { recursive: true, force: true });
    },
    async stopKeepingData() {
      await end('SIGTERM');
    },
  };
}
