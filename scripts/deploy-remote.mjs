/**
 * Redeploys one remote alone (README "Deploying one remote alone"):
 *
 *   npm run deploy:remote -- mfe-admin           # 0.1.0 -> 0.1.1
 *   npm run deploy:remote -- mfe-admin minor     # patch (default), minor, major or a version
 *
 * 1. bumps the remote's version (its package.json and the lock's entry for it);
 * 2. builds only that remote with scripts/build.mjs, into dist/remotes/<remote>/<version>/; the
 *    previous version's folder stays beside it, for a rollback;
 * 3. points only that remote's line of dist/remotes.json at the new build: every other line stays
 *    as it was published. The shell and the other remotes are neither rebuilt nor touched.
 *
 * A failed build, or a version that is already built, puts the version back and leaves
 * remotes.json as it was.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const {
  DIST,
  ROOT,
  REMOTES,
  containerName,
  readPackage,
  remoteLocation,
} = require('../webpack/workspaces.cjs');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit code ${result.status})`);
  }
}

/** Sets the workspace's version and the lock's record of it (offline: nothing is installed). */
function setVersion(workspace, version) {
  run('npm', [
    'version',
    version,
    '--workspace',
    workspace,
    '--no-git-tag-version',
    '--no-workspaces-update',
    '--allow-same-version',
  ]);
  run('npm', ['install', '--package-lock-only', '--offline', '--ignore-scripts']);
}

const [workspace, bump = 'patch'] = process.argv.slice(2);
if (!REMOTES.includes(workspace)) {
  console.error(
    `Usage: npm run deploy:remote -- <remote> [patch|minor|major|x.y.z]\nRemotes: ${REMOTES.join(', ')}`,
  );
  process.exit(2);
}

const remotesFile = path.join(DIST, 'remotes.json');
if (!existsSync(remotesFile)) {
  console.error(`${remotesFile} is missing: build the portal once with npm run build.`);
  process.exit(1);
}
const published = JSON.parse(readFileSync(remotesFile, 'utf8'));
const remote = containerName(workspace);
const before = readPackage(workspace).version;

setVersion(workspace, bump);
const after = readPackage(workspace).version;
const { outputDir, manifestUrl } = remoteLocation(workspace);
try {
  // A published version is never rebuilt in place: browsers may be loading it right now.
  if (after === before || existsSync(outputDir)) {
    throw new Error(
      `${workspace} ${after} is already built in ${outputDir}: choose a new version.`,
    );
  }
  run(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs'), workspace]);
} catch (error) {
  setVersion(workspace, before);
  writeFileSync(remotesFile, `${JSON.stringify(published, null, 2)}\n`);
  throw error;
}

// build.mjs republishes every line from the package versions; only this remote's line may change.
writeFileSync(remotesFile, `${JSON.stringify({ ...published, [remote]: manifestUrl }, null, 2)}\n`);

console.log(`\nDeployed ${workspace} ${before} -> ${after}`);
console.log(`  was: ${published[remote] ?? '(not published)'}`);
console.log(`  now: ${manifestUrl}`);
console.log(`Roll back by pointing "${remote}" in ${remotesFile} at the old line.`);
