import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  assertNoCspViolations,
  excuseCspViolations,
  launchBrowser,
  screenshot,
  waitForCspViolations,
} from '../lib/browser';
import { copyBuiltPortal, fingerprint, pointRemote, readRemotes } from '../lib/portal-copy';
import { repoRoot, startPortalServer } from '../lib/portal-server';

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  assertNoCspViolations(browser);
});

test('a remote that cannot be loaded shows Retry inside the shell, and Retry recovers', async () => {
  const portal = copyBuiltPortal();
  const server = await startPortalServer({ portalDist: portal.dir });
  try {
    const workingUrl = readRemotes(portal.dir).mfe_public;
    assert.ok(workingUrl);
    pointRemote(portal.dir, 'mfe_public', 'http://127.0.0.1:9/remotes/mfe-public/mf-manifest.json');

    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    // The shell's frame stays: the navigation is still there around the error.
    await page.getByRole('navigation').first().waitFor();
    await screenshot(page, 'remote-down-retry');

    pointRemote(portal.dir, 'mfe_public', workingUrl);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByLabel('Email').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Retry' }).count(), 0);
    // The policy refused the dead address (connect-src 'self'), as it must: those refusals, and
    // only those, are this test's own doing.
    const refused = await waitForCspViolations(page);
    const unexpected = refused
      .filter(({ blocked }) => !blocked.startsWith('http://127.0.0.1:9/'))
      .map(({ directive, blocked }) => ({ directive, blocked }));
    assert.deepEqual(unexpected, []);
    excuseCspViolations(page);
    await page.close();
  } finally {
    await server.stop();
    portal.remove();
  }
});

/** The file of mfe-public that holds the login page's English texts. */
const LOGIN_TEXTS = 'src/features/account/locales/en.json';

/**
 * Builds mfe-public alone from a copy of its sources with one text changed and a new version, into
 * the copy of dist/, the way one remote is redeployed: publish the new folder, change one line of
 * remotes.json. The shell's files must stay byte for byte the same.
 */
function buildChangedPublicRemote(dist: string, version: string, from: string, to: string): void {
  const scratch = mkdtempSync(path.join(tmpdir(), 'portal-e2e-remote-src-'));
  try {
    // A self-contained copy of the sources the remote is built from; its node_modules links to the
    // installed packages, except @portal/shared, which points at the copy.
    for (const entry of ['webpack', 'mfe-public', 'shared', 'tsconfig.base.json']) {
      cpSync(path.join(repoRoot, entry), path.join(scratch, entry), {
        recursive: true,
        filter: (source) => !source.includes(`${path.sep}node_modules`),
      });
    }
    const modules = path.join(scratch, 'node_modules');
    mkdirSync(path.join(modules, '@portal'), { recursive: true });
    for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) {
      if (entry !== '@portal') {
        symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modules, entry));
      }
    }
    symlinkSync(path.join(scratch, 'shared'), path.join(modules, '@portal', 'shared'));
    const loginTexts = path.join(scratch, 'mfe-public', LOGIN_TEXTS);
    const source = readFileSync(loginTexts, 'utf8');
    assert.ok(source.includes(from), `${LOGIN_TEXTS} no longer contains "${from}"`);
    writeFileSync(loginTexts, source.replace(from, to));
    const packageFile = path.join(scratch, 'mfe-public', 'package.json');
    const manifest = JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string };
    writeFileSync(packageFile, JSON.stringify({ ...manifest, version }));

    const build = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production'],
      {
        cwd: path.join(scratch, 'mfe-public'),
        env: { ...process.env, PORTAL_DIST: dist },
        encoding: 'utf8',
      },
    );
    assert.equal(build.status, 0, `the remote's build failed:\n${build.stdout}\n${build.stderr}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

test('rebuilding only mfe-public with a changed text shows the new text after a reload, shell untouched', async () => {
  const portal = copyBuiltPortal();
  const server = await startPortalServer({ portalDist: portal.dir });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByText('Need an account?').waitFor();

    const shellBefore = fingerprint(path.join(portal.dir, 'shell'));
    buildChangedPublicRemote(
      portal.dir,
      '9.9.9-redeploy',
      'Need an account?',
      'New here? Need an account?',
    );
    pointRemote(portal.dir, 'mfe_public', '/remotes/mfe-public/9.9.9-redeploy/mf-manifest.json');

    await page.reload();
    await page.getByText('New here? Need an account?').waitFor();
    assert.deepEqual(fingerprint(path.join(portal.dir, 'shell')), shellBefore);
    await page.close();
  } finally {
    await server.stop();
    portal.remove();
  }
});
