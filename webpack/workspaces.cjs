/**
 * The front-end workspaces and how their builds are named. Read by every webpack config and by
 * scripts/build.mjs, so a remote's container name and output folder are defined in one place.
 */
const path = require('node:path');
const fs = require('node:fs');

const ROOT = path.resolve(__dirname, '..');
/** Where builds go; PORTAL_DIST (also read by the server) publishes elsewhere. */
const DIST = path.resolve(process.env.PORTAL_DIST ?? path.join(ROOT, 'dist'));

const SHELL = 'shell';
const REMOTES = ['mfe-public', 'mfe-brand', 'mfe-influencer', 'mfe-collaboration', 'mfe-admin'];

function readPackage(workspace) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8'));
}

/** 'mfe-public' -> 'mfe_public': the Module Federation container name. */
function containerName(workspace) {
  return workspace.replace(/-/g, '_');
}

/** Where a remote's build goes, and the URL path the shell loads its manifest from. */
function remoteLocation(workspace) {
  const { version } = readPackage(workspace);
  const urlPath = `/remotes/${workspace}/${version}/`;
  return {
    version,
    outputDir: path.join(DIST, 'remotes', workspace, version),
    manifestUrl: `${urlPath}mf-manifest.json`,
  };
}

/**
 * Publishes dist/remotes.json: every remote at the version its package.json names. Refuses when a
 * remote's build is not on disk, so the shell is never pointed at a missing remote.
 */
function writeRemotesJson() {
  const remotes = {};
  for (const workspace of REMOTES) {
    const { outputDir, manifestUrl } = remoteLocation(workspace);
    if (!fs.existsSync(path.join(outputDir, 'mf-manifest.json'))) {
      throw new Error(
        `${workspace} has no build at ${outputDir}: run node scripts/build.mjs ${workspace}`,
      );
    }
    remotes[containerName(workspace)] = manifestUrl;
  }
  fs.writeFileSync(path.join(DIST, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
  return remotes;
}

module.exports = {
  writeRemotesJson,
  ROOT,
  DIST,
  SHELL,
  REMOTES,
  readPackage,
  containerName,
  remoteLocation,
};
