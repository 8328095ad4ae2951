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
import type { Browser, Page } from 'playwright-core';
import {
  assertNoCspViolations,
  excuseCspViolations,
  launchBrowser,
  screenshot,
  cspViolationsOf,
} from '../lib/browser';
import {
  copyBuiltPortal,
  fingerprint,
  pointRemote,
  readRemotes,
  untilServerRenders,
} from '../lib/portal-copy';
import { repoRoot, startPortalServer, type PortalServer } from '../lib/portal-server';
import { signInBrowser } from '../lib/api';

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  assertNoCspViolations(browser);
});

/** Where a journey sees a remote's page, and what shows once that page has loaded. */
interface RemoteProbe {
  /** The container's name, its key in remotes.json. */
  remote: string;
  workspace: string;
  /** A page of the remote, opened by someone who may see it. */
  path: string;
  /** Signs in first where the page needs it. */
  signIn?: (page: Page, server: PortalServer) => Promise<void>;
  /** Waits for the page's own content. */
  loaded: (page: Page) => Promise<void>;
}

const PUBLIC_LOGIN: RemoteProbe = {
  remote: 'mfe_public',
  workspace: 'mfe-public',
  path: '/login',
  loaded: (page) => page.getByLabel('Email').waitFor(),
};

/** The statement: a page of the collaboration remote, which the brand opens. */
const BRAND_STATEMENT: RemoteProbe = {
  remote: 'mfe_collaboration',
  workspace: 'mfe-collaboration',
  path: '/statement',
  signIn: (page, server) => signInBrowser(page, server, 'brand.fashion@demo.local'),
  loaded: (page) => page.getByRole('heading', { level: 1, name: 'Statement' }).waitFor(),
};

async function retryRecovers(probe: RemoteProbe): Promise<void> {
  const portal = copyBuiltPortal();
  const server = await startPortalServer({ portalDist: portal.dir });
  try {
    const workingUrl = readRemotes(portal.dir)[probe.remote];
    assert.ok(workingUrl);
    const page = await browser.newPage();
    await probe.signIn?.(page, server);
    const deadUrl = `http://127.0.0.1:9/remotes/${probe.workspace}/mf-manifest.json`;
    pointRemote(portal.dir, probe.remote, deadUrl);
    // Until the server has seen the change, a page it renders still names the working remote,
    // which the browser would then load.
    assert.ok((await untilServerRenders(page, server, probe.path, deadUrl)).includes(deadUrl));

    await page.goto(`${server.url}${probe.path}`);
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    // The shell's frame stays: the navigation is still there around the error.
    await page.getByRole('navigation').first().waitFor();
    await screenshot(page, `remote-down-retry-${probe.workspace}`);

    pointRemote(portal.dir, probe.remote, workingUrl);
    await page.getByRole('button', { name: 'Retry' }).click();
    await probe.loaded(page);
    assert.equal(await page.getByRole('button', { name: 'Retry' }).count(), 0);
    await page.close();
    // Where the browser asked the dead address itself (the server may have found it down first),
    // the policy refused it (connect-src 'self'): those refusals, and only those, are this test's
    // own doing.
    const unexpected = cspViolationsOf(page)
      .filter(({ blocked }) => !blocked.startsWith('http://127.0.0.1:9/'))
      .map(({ directive, blocked }) => ({ directive, blocked }));
    assert.deepEqual(unexpected, []);
    excuseCspViolations(page);
  } finally {
    await server.stop();
    portal.remove();
  }
}

test('a remote that cannot be loaded shows Retry inside the shell, and Retry recovers', () =>
  retryRecovers(PUBLIC_LOGIN));

test('the collaboration remote down shows Retry for a signed-in brand, and Retry recovers', () =>
  retryRecovers(BRAND_STATEMENT));

interface ChangedRemote {
  workspace: string;
  /** The remote's English texts, relative to its folder. */
  textsFile: string;
  version: string;
  from: string;
  to: string;
}

/**
 * Builds one remote (`workspace`) alone from a copy of its sources with one text of `textsFile`
 * changed and a new version, into the copy of dist/, the way one remote is redeployed: publish the
 * new folder, change one line of remotes.json. The shell's files must stay byte for byte the same.
 */
function buildChangedRemote(
  dist: string,
  { workspace, textsFile, version, from, to }: ChangedRemote,
): void {
  const scratch = mkdtempSync(path.join(tmpdir(), 'portal-e2e-remote-src-'));
  try {
    // A self-contained copy of the sources the remote is built from; its node_modules links to the
    // installed packages, except @portal/shared, which points at the copy.
    for (const entry of ['webpack', workspace, 'shared', 'tsconfig.base.json']) {
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
    const texts = path.join(scratch, workspace, textsFile);
    const source = readFileSync(texts, 'utf8');
    assert.ok(source.includes(from), `${textsFile} no longer contains "${from}"`);
    writeFileSync(texts, source.replace(from, to));
    const packageFile = path.join(scratch, workspace, 'package.json');
    const manifest = JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string };
    writeFileSync(packageFile, JSON.stringify({ ...manifest, version }));

    const build = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production'],
      {
        cwd: path.join(scratch, workspace),
        env: { ...process.env, PORTAL_DIST: dist },
        encoding: 'utf8',
      },
    );
    assert.equal(build.status, 0, `the remote's build failed:\n${build.stdout}\n${build.stderr}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Opens the probe's page, rebuilds its remote alone with `change`, points remotes.json at the new
 * version and reloads: the page shows the new text, and the shell and every other remote's files
 * stay byte for byte as they were.
 */
async function redeployShowsChange(probe: RemoteProbe, change: ChangedRemote, changed: string) {
  const portal = copyBuiltPortal();
  const server = await startPortalServer({ portalDist: portal.dir });
  try {
    const page = await browser.newPage();
    await probe.signIn?.(page, server);
    await page.goto(`${server.url}${probe.path}`);
    await probe.loaded(page);

    const untouched = readdirSync(path.join(portal.dir, 'remotes'))
      .filter((workspace) => workspace !== probe.workspace)
      .map((workspace) => path.join(portal.dir, 'remotes', workspace))
      .concat(path.join(portal.dir, 'shell'));
    const before = untouched.map(fingerprint);
    buildChangedRemote(portal.dir, change);
    pointRemote(
      portal.dir,
      probe.remote,
      `/remotes/${probe.workspace}/${change.version}/mf-manifest.json`,
    );

    // The server renders the new version too, and the page names the version it was rendered
    // with, which the browser then runs.
    const html = await untilServerRenders(page, server, probe.path, changed);
    assert.ok(html.includes(changed), 'the server renders the new text');
    assert.ok(
      html.includes(`/remotes/${probe.workspace}/${change.version}/`),
      'the page names the new version',
    );
    await page.reload();
    await page.getByText(changed).first().waitFor();
    assert.deepEqual(untouched.map(fingerprint), before);
    await page.close();
  } finally {
    await server.stop();
    portal.remove();
  }
}

test('rebuilding only mfe-public with a changed text shows the new text after a reload, shell untouched', () =>
  redeployShowsChange(
    { ...PUBLIC_LOGIN, loaded: (page) => page.getByText('Need an account?').waitFor() },
    {
      workspace: 'mfe-public',
      textsFile: 'src/features/account/locales/en.json',
      version: '9.9.9-redeploy',
      from: 'Need an account?',
      to: 'New here? Need an account?',
    },
    'New here? Need an account?',
  ));

test('rebuilding only mfe-collaboration with a changed text shows it to a brand after a reload, the rest untouched', () =>
  redeployShowsChange(
    BRAND_STATEMENT,
    {
      workspace: 'mfe-collaboration',
      textsFile: 'src/features/statement/locales/en.json',
      version: '9.9.9-redeploy',
      from: '"heading": "Statement"',
      to: '"heading": "Money statement"',
    },
    'Money statement',
  ));
