/**
 * Builds the shell and the remotes, then publishes dist/remotes.json (remote name -> manifest URL)
 * and dist/.build-stamp. `node scripts/build.mjs mfe-public` rebuilds only the named workspaces.
 * Two builds run at a time (the build machines have two cores).
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { DIST, ROOT, SHELL, REMOTES, writeRemotesJson } = require('../webpack/workspaces.cjs');

const PARALLEL_BUILDS = 2;
const ALL_WORKSPACES = [SHELL, ...REMOTES];

function chosenWorkspaces(args) {
  if (args.length === 0) return ALL_WORKSPACES;
  const unknown = args.filter((name) => !ALL_WORKSPACES.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown workspace(s): ${unknown.join(', ')}. Choose from ${ALL_WORKSPACES.join(', ')}.`,
    );
  }
  return args;
}

function buildWorkspace(workspace) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--silent', '--workspace', workspace], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`built ${workspace} in ${seconds} s`);
        resolve({ workspace, seconds });
      } else {
        reject(new Error(`${workspace} failed to build (exit code ${code}) after ${seconds} s`));
      }
    });
  });
}

async function buildAll(workspaces) {
  const queue = [...workspaces];
  const results = [];
  async function worker() {
    for (let next = queue.shift(); next; next = queue.shift()) {
      results.push(await buildWorkspace(next));
    }
  }
  await Promise.all(Array.from({ length: PARALLEL_BUILDS }, worker));
  return results;
}

const workspaces = chosenWorkspaces(process.argv.slice(2));
const started = performance.now();
await mkdir(DIST, { recursive: true });
const results = await buildAll(workspaces);
const remotes = writeRemotesJson();
await writeFile(
  path.join(DIST, '.build-stamp'),
  `${JSON.stringify({ builtAt: new Date().toISOString(), built: workspaces, remotes }, null, 2)}\n`,
);

console.log('\nBuild times:');
for (const { workspace, seconds } of results) console.log(`  ${workspace.padEnd(16)} ${seconds} s`);
console.log(`  ${'total'.padEnd(16)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`\nremotes.json: ${JSON.stringify(remotes)}`);
