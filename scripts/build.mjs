/**
 * Builds the shell and the remotes, writes a brotli (`.br`) and a gzip (`.gz`) copy beside every
 * text file of each new build, then publishes dist/remotes.json (remote name -> manifest URL) and
 * dist/.build-stamp. `node scripts/build.mjs mfe-public` rebuilds only the named workspaces.
 * Two builds run at a time (the build machines have two cores).
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  DIST,
  ROOT,
  SHELL,
  REMOTES,
  remoteLocation,
  writeRemotesJson,
} from '../webpack/workspaces.cjs';

const PARALLEL_BUILDS = 2;
const ALL_WORKSPACES = [SHELL, ...REMOTES];
/** Text the server sends precompressed (api/src/portal/static.ts serves the `.br`/`.gz` copy). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/;
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_COMPRESS_BYTES = 1024;
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

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

async function buildWorkspace(workspace) {
  const started = performance.now();
  // The shell's entry is named by webpack's [fullhash], which a change that only alters the final
  // bytes (the devtool, the minifier) leaves as it was; webpack then keeps the old file on disk,
  // pointing at chunks that are gone. Its folder is emptied first so every file is written anew.
  if (workspace === SHELL) await rm(outputDirOf(SHELL), { recursive: true, force: true });
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

function outputDirOf(workspace) {
  return workspace === SHELL ? path.join(DIST, 'shell') : remoteLocation(workspace).outputDir;
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
 * of at least MIN_COMPRESS_BYTES in `folder`. Source maps stay as they are: they are never served.
 */
async function precompress(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    // A remote's server build is read by the server, never sent.
    .filter((entry) => !entry.parentPath.split(path.sep).includes('server'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_COMPRESS_BYTES) return;
      const [br, gz] = await Promise.all([
        compressBrotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        compressGzip(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      written += 1;
    }),
  );
  return written;
}

const workspaces = chosenWorkspaces(process.argv.slice(2));
const started = performance.now();
await mkdir(DIST, { recursive: true });
const results = await buildAll(workspaces);
const compressStarted = performance.now();
let precompressed = 0;
for (const workspace of workspaces) precompressed += await precompress(outputDirOf(workspace));
console.log(
  `precompressed ${precompressed} files (.br and .gz) in ${((performance.now() - compressStarted) / 1000).toFixed(1)} s`,
);
const remotes = writeRemotesJson();
await writeFile(
  path.join(DIST, '.build-stamp'),
  `${JSON.stringify({ builtAt: new Date().toISOString(), built: workspaces, remotes }, null, 2)}\n`,
);

console.log('\nBuild times:');
for (const { workspace, seconds } of results) console.log(`  ${workspace.padEnd(16)} ${seconds} s`);
console.log(`  ${'total'.padEnd(16)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`\nremotes.json: ${JSON.stringify(remotes)}`);
