// `npm start`: builds the portal when the build is missing or older than its sources, then runs the
// one production process (API + built portal) in this same process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The portal's workspaces: every one but the API and the journeys. */
const frontendWorkspaces = JSON.parse(
  readFileSync(path.join(root, 'package.json'), 'utf8'),
).workspaces.filter((workspace) => workspace !== 'api' && workspace !== 'e2e');
const buildStamp = path.join(process.env.PORTAL_DIST ?? path.join(root, 'dist'), '.build-stamp');

/** Newest modification time of the files a portal build is made from. */
function newestSourceTime() {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stats = statSync(entry);
    if (stats.isDirectory()) {
      for (const child of readdirSync(entry)) {
        if (
          child !== 'node_modules' &&
          !child.endsWith('.test.ts') &&
          !child.endsWith('.test.tsx')
        ) {
          visit(path.join(entry, child));
        }
      }
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  for (const workspace of frontendWorkspaces) {
    visit(path.join(root, workspace, 'src'));
    visit(path.join(root, workspace, 'package.json'));
    visit(path.join(root, workspace, 'webpack.config.js'));
  }
  visit(path.join(root, 'webpack'));
  visit(path.join(root, 'package-lock.json'));
  return newest;
}

const builtAt = existsSync(buildStamp) ? statSync(buildStamp).mtimeMs : 0;
if (builtAt < newestSourceTime()) {
  console.log(
    builtAt
      ? 'The portal build is older than its sources: rebuilding.'
      : 'Building the portal (first start).',
  );
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Pay Now checks out through the gateway simulator started in this process unless PAYMENT_GATEWAY
// says otherwise, on the embedded database (the demo); with DATABASE_URL the deployment chooses
// (docs/payment-gateways.md).
if (!process.env.PAYMENT_GATEWAY && !process.env.DATABASE_URL) {
  process.env.PAYMENT_GATEWAY = 'simulator';
}

// The same as `node --import tsx`: TypeScript for both the ESM and the CommonJS loaders.
await import('tsx');
await import(pathToFileURL(path.join(root, 'api', 'src', 'server.ts')).href);
