// `npm run dev`: every front-end workspace rebuilt on change (webpack --watch, development mode)
// and the server restarted on change, on PORT (default 8080) with the embedded database.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  DIST,
  ROOT,
  SHELL,
  REMOTES,
  remoteLocation,
  writeRemotesJson,
} from '../webpack/workspaces.cjs';

const children = [];
function run(command, args, cwd = ROOT, env = process.env) {
  const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== 0 && code !== null)
      console.error(`${[command, ...args].join(' ')} exited with ${code}`);
  });
  return child;
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(0);
}
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);

// Development builds replace the production ones: the next `npm start` must rebuild.
rmSync(path.join(DIST, '.build-stamp'), { force: true });

// webpack itself (not through npm), so stopping dev stops every watcher.
const webpackCli = path.join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js');
for (const workspace of [SHELL, ...REMOTES]) {
  run(
    process.execPath,
    [webpackCli, '--watch', '--mode', 'development'],
    path.join(ROOT, workspace),
  );
}

// Publish remotes.json once every remote has its first development build.
const manifests = REMOTES.map((workspace) =>
  path.join(remoteLocation(workspace).outputDir, 'mf-manifest.json'),
);
while (!manifests.every((manifest) => existsSync(manifest))) {
  await new Promise((resolve) => setTimeout(resolve, 500));
}
writeRemotesJson();

// NODE_ENV=development: the server's Content-Security-Policy then lets the development builds
// (webpack's eval source maps) run.
run(
  process.execPath,
  [
    '--watch-path=api/src',
    '--watch-path=shared/src/contract',
    '--import',
    'tsx',
    'api/src/server.ts',
  ],
  ROOT,
  { ...process.env, NODE_ENV: 'development' },
);
