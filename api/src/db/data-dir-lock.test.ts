import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openEmbedded } from './client';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

// Processes that open an embedded database (the server, the CLI): slower than the usual 60 s on a
// busy two-core machine.
jest.setTimeout(180_000);

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the DATA_DIR lock', () => {
  it('holds this PID and refuses a second opener, naming the holder', () => {
    const lock = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, 'lock'), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(`in use by another process (PID ${process.pid})`);
    lock.release();
    expect(existsSync(path.join(dataDir, 'lock'))).toBe(false);
    lockDataDir(dataDir).release();
  });

  it('refuses while another live process holds it, and takes it over once that process died', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    const pid = holder.pid ?? 0;
    writeFileSync(path.join(dataDir, 'lock'), `${pid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(`(PID ${pid})`);
    await new Promise((resolve) => {
      holder.once('exit', resolve);
      holder.kill();
    });
    const lock = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, 'lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over at once from a holder killed with SIGKILL a moment ago, still on its way out', async () => {
    // A real process takes the lock with the code the server runs, holding some memory to free.
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `require(${JSON.stringify(path.join(__dirname, 'data-dir-lock.ts'))}).lockDataDir(process.argv[1]);` +
          'const ballast = Buffer.alloc(128 * 1024 * 1024, 1);' +
          "process.stdout.write('locked\\n');" +
          'setInterval(() => { ballast[0] += 1; }, 1000);',
        dataDir,
      ],
      { env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('locked')) resolve();
      });
      holder.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
    });
    expect(readFileSync(path.join(dataDir, 'lock'), 'utf8').trim()).toBe(String(holder.pid));

    holder.kill('SIGKILL');
    // At once, without yielding: the killed process is still exiting or an unreaped zombie.
    const lock = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, 'lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    await exited;
  });

  it('takes over a stale lock of a dead PID and an empty lock file', () => {
    writeFileSync(path.join(dataDir, 'lock'), `${deadPid()}\n`);
    lockDataDir(dataDir).release();
    writeFileSync(path.join(dataDir, 'lock'), '');
    lockDataDir(dataDir).release();
  });

  it('refuses the create-admin CLI while a server holds the embedded database', async () => {
    const server = await openEmbedded(dataDir);
    try {
      const cli = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(__dirname, '..', 'cli', 'create-admin.ts'),
          '--email',
          'boss@example.com',
          '--username',
          'boss',
          '--password',
          'long-enough-password',
        ],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_OPTIONS: '' },
          encoding: 'utf8',
        },
      );
      expect(cli.status).toBe(1);
      expect(cli.stderr).toContain(`is in use by another process (PID ${process.pid})`);
    } finally {
      await server.close();
    }
    expect(existsSync(path.join(dataDir, 'lock'))).toBe(false);
  });
});
