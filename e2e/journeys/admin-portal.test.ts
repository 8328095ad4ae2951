import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { callApi, signInApi, signInBrowser, DEMO_PASSWORD } from '../lib/api';
import { assertNoCspViolations, launchBrowser, screenshot } from '../lib/browser';
import { approveWithdrawal as approveWithPayout } from '../lib/marketplace';
import { bothWidths } from '../lib/screens';
import {
  copyBuiltPortal,
  fingerprint,
  pointRemote,
  readRemotes,
  untilServerRenders,
} from '../lib/portal-copy';
import { repoRoot, startPortalServer, type PortalServer } from '../lib/portal-server';

let server: PortalServer;
let browser: Browser;

const ADMIN = 'admin@demo.local';
const FASHION_BRAND = 'brand.fashion@demo.local';
const FOOD_BRAND = 'brand.food@demo.local';
const FOOD_INFLUENCER = 'influencer.food@demo.local';
const FITNESS_INFLUENCER = 'influencer.fitness@demo.local';

/** The transfers the brands make in the set-up, as on their wallet statements. */
const EID_TRANSACTION = 'EIDBKASH2201';
const IFTAR_TRANSACTION = 'IFTARNGD1400';
const WITHDRAWAL_WALLET = '01812345678';

interface Created {
  id: number;
  status: string;
}
interface Application {
  id: number;
  amount: string;
  payment_status: string;
}

before(async () => {
  server = await startPortalServer({ env: { RATE_LIMIT: 'off' } });
  browser = await launchBrowser();
  await setUpPendingWork();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  assertNoCspViolations(browser);
});

/** The brand's one accepted, unpaid application (each demo brand has exactly one). */
async function unpaidApplication(email: string) {
  const brand = await signInApi(server, email);
  const rows = await callApi<Application[]>(server, brand, 'GET', '/applications/?brand=true');
  const unpaid = rows.find((row) => row.payment_status === 'unpaid');
  assert.ok(unpaid, `${email} has an unpaid accepted application in the demo data`);
  return { brand, application: unpaid };
}

/**
 * Work waiting for the admin, made through the real API: aarong_style's bKash payment to
 * nusrat_styles, and a Nagad withdrawal by dhaka_foodie once chaldal_fresh's payment is confirmed
 * and the work it paid for delivered and approved (escrow releases it to the balance).
 */
async function setUpPendingWork(): Promise<void> {
  const admin = await signInApi(server, ADMIN);
  const eid = await unpaidApplication(FASHION_BRAND);
  await callApi(server, eid.brand, 'POST', '/payments/submit/', {
    application_id: eid.application.id,
    amount: eid.application.amount,
    payment_method: 'bkash',
    transaction_id: EID_TRANSACTION,
  });
  const iftar = await unpaidApplication(FOOD_BRAND);
  const paid = await callApi<Created>(server, iftar.brand, 'POST', '/payments/submit/', {
    application_id: iftar.application.id,
    amount: iftar.application.amount,
    payment_method: 'nagad',
    transaction_id: IFTAR_TRANSACTION,
  });
  await callApi(server, admin, 'PUT', `/admin/payments/${paid.id}/`, { status: 'confirmed' });
  const foodie = await signInApi(server, FOOD_INFLUENCER);
  await callApi(server, foodie, 'POST', `/applications/${iftar.application.id}/deliveries/`, {
    links: [{ url: 'https://www.facebook.com/dhaka_foodie/videos/iftar', platform: 'facebook' }],
  });
  await callApi(server, iftar.brand, 'PUT', `/applications/${iftar.application.id}/delivery/`, {
    decision: 'approved',
  });
  await callApi(server, foodie, 'POST', '/withdrawals/', {
    amount: '5000',
    payment_method: 'nagad',
    phone_number: WITHDRAWAL_WALLET,
  });
}

/** Saves the screen at 1280 px and at 360 px, where nothing may scroll sideways. */
async function adminPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInBrowser(page, server, ADMIN);
  await page.waitForURL(`${server.url}/admin-panel`);
  return page;
}

function banner(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

test('the admin confirms a pending payment and approves a withdrawal made through the API', async () => {
  const page = await adminPage();
  const totals = page.getByRole('region', { name: 'Platform totals' });
  await totals.getByText('Total Users').waitFor();
  const waiting = page.getByRole('region', { name: 'Waiting for your decision' });
  // The demo data brings one payment and one withdrawal of its own waiting for the admin.
  assert.match((await waiting.textContent()) ?? '', /Pending Payments2Review payments/);
  assert.match((await waiting.textContent()) ?? '', /Pending Withdrawals2Review withdrawals/);
  await bothWidths(
    page,
    'admin-dashboard',
    page.getByRole('heading', { name: 'Recent Campaigns' }),
  );

  // The pending count opens the Payments tab on what is pending.
  await page.getByRole('link', { name: 'Review payments' }).click();
  await page.waitForURL(`${server.url}/admin-panel?tab=payments&status=pending`);
  const approvePayment = page.getByRole('button', { name: `Approve payment ${EID_TRANSACTION}` });
  await approvePayment.waitFor();
  await bothWidths(page, 'admin-payments-pending', approvePayment);
  await approvePayment.click();
  const paymentDialog = page.getByRole('dialog', { name: 'Approve payment' });
  assert.match(
    (await paymentDialog.textContent()) ?? '',
    /Approve the bKash payment of ৳22,000\.00 from aarong_style \(transaction ID EIDBKASH2201\)\?/,
  );
  await screenshot(page, 'admin-payment-confirmation-1280');
  await paymentDialog.getByRole('button', { name: 'Approve' }).click();
  await banner(page, 'Payment confirmed successfully').waitFor();
  await approvePayment.waitFor({ state: 'detached' });

  const admin = await signInApi(server, ADMIN);
  const [payment] = await callApi<Created[]>(
    server,
    admin,
    'GET',
    `/admin/payments/?transaction_id=${EID_TRANSACTION}`,
  );
  assert.equal(payment?.status, 'confirmed');

  // The withdrawal: the confirmation names the amount and the wallet number.
  await page.getByRole('tab', { name: 'Withdrawals' }).click();
  const approveWithdrawal = page.getByRole('button', {
    name: 'Approve withdrawal of ৳5,000.00 for dhaka_foodie',
  });
  await bothWidths(page, 'admin-withdrawals', approveWithdrawal);
  await approveWithdrawal.click();
  const withdrawalDialog = page.getByRole('dialog', { name: 'Approve withdrawal' });
  assert.match(
    (await withdrawalDialog.textContent()) ?? '',
    /Approve the withdrawal of ৳5,000\.00 to Nagad number 01812345678 for dhaka_foodie\?/,
  );
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, 'admin-withdrawal-confirmation-360');
  await page.setViewportSize({ width: 1280, height: 900 });
  await approveWithPayout(withdrawalDialog, 'NGP5K8W2R7');
  await banner(page, 'Withdrawal approved successfully').waitFor();
  const withdrawals = await callApi<Created[]>(server, admin, 'GET', '/admin/withdrawals/');
  // Newest first: this one, then the demo data's pending and approved withdrawals.
  assert.deepEqual(
    withdrawals.map((withdrawal) => withdrawal.status),
    ['approved', 'pending', 'approved'],
  );

  // Both decisions are in the audit log, newest first.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByRole('table', { name: 'Audit log' });
  await log.waitFor();
  const actions = await log.locator('tbody tr td:nth-child(3)').allTextContents();
  assert.deepEqual(actions.slice(0, 3), [
    'Approved withdrawal',
    'Confirmed payment',
    'Confirmed payment',
  ]);
  await bothWidths(page, 'admin-audit-log', page.getByText('Approved withdrawal').first());
  await page.close();
});

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else {
      field += char;
    }
  }
  const [header = [], ...rows] = records;
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

/** The cells of each row of a table, as shown. */
async function tableRows(table: Locator): Promise<string[][]> {
  const rows: string[][] = [];
  for (const row of await table.locator('tbody tr').all()) {
    rows.push(await row.locator('td').allTextContents());
  }
  return rows;
}

/** '৳22,000.00' -> '22000.00'. */
const plainAmount = (shown: string) => shown.replace(/[৳,]/g, '');

/** Clicks Export CSV and reads the file the browser saved; the token never rides in a URL. */
async function exportCsv(page: Page): Promise<{ name: string; rows: Record<string, string>[] }> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  assert.ok(token);
  const urls: string[] = [];
  const onRequest = (request: { url(): string }) => urls.push(request.url());
  page.on('request', onRequest);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  page.off('request', onRequest);
  assert.match(download.url(), /^blob:/);
  assert.ok(urls.some((url) => url.includes('/export.csv')));
  assert.ok(urls.every((url) => !url.includes(token) && !/token=/i.test(url)));
  const file = await download.path();
  const text = readFileSync(file, 'utf8');
  // A byte order mark first, so a spreadsheet reads Bangla titles as Bangla.
  assert.ok(text.startsWith('\uFEFF'), 'the CSV starts with a UTF-8 byte order mark');
  return { name: download.suggestedFilename(), rows: parseCsv(text.slice(1)) };
}

test('the admin exports the payments and withdrawals the tables show, as CSV', async () => {
  const page = await adminPage();
  await page.goto(`${server.url}/admin-panel?tab=payments`);
  const payments = page.getByRole('table', { name: 'Payments' });
  await payments.getByText(IFTAR_TRANSACTION).waitFor();

  const shown = await tableRows(payments);
  const all = await exportCsv(page);
  assert.match(all.name, /^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  assert.equal(all.rows.length, shown.length);
  all.rows.forEach((row, index) => {
    const [campaign, influencer, amount, method, transactionId, status] = shown[index] ?? [];
    assert.equal(campaign, `${row['Campaign']}from ${row['Brand']}`);
    assert.equal(influencer, row['Influencer']);
    assert.equal(row['Amount'], plainAmount(amount ?? ''));
    assert.equal(row['Payment Method'], method?.toLowerCase());
    // The transaction ID shows the reference under it, a pending status how long it has waited.
    assert.equal(transactionId, `${row['Transaction ID']}Reference C-${row['Application ID']}`);
    assert.equal(row['Status'], status?.replace(/Waiting .*$/, '').toLowerCase());
  });
  // Newest first: the two made in the set-up, then the demo data's own.
  assert.deepEqual(
    all.rows.slice(0, 2).map((row) => row['Transaction ID']),
    [IFTAR_TRANSACTION, EID_TRANSACTION],
  );

  // The export follows the current filter.
  await page.getByLabel('Transaction ID').fill('iftar');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/transaction_id=IFTAR/);
  await payments.getByText(EID_TRANSACTION).waitFor({ state: 'detached' });
  await bothWidths(page, 'admin-payments-search', page.getByText(IFTAR_TRANSACTION));
  const filtered = await exportCsv(page);
  assert.deepEqual(
    filtered.rows.map((row) => [row['Transaction ID'], row['Amount'], row['Status']]),
    [[IFTAR_TRANSACTION, '14000.00', 'confirmed']],
  );

  // The tab opens on Pending; the request approved by the first journey shows under all statuses.
  await page.getByRole('tab', { name: 'Withdrawals' }).click();
  await page.waitForURL(/status=pending/);
  await page
    .getByRole('search', { name: 'Filter withdrawals' })
    .getByLabel('Status')
    .selectOption({ label: 'All statuses' });
  const withdrawals = page.getByRole('table', { name: 'Withdrawal requests' });
  await withdrawals.getByText(WITHDRAWAL_WALLET).waitFor();
  const shownWithdrawals = await tableRows(withdrawals);
  const exported = await exportCsv(page);
  assert.match(exported.name, /^withdrawals-\d{4}-\d{2}-\d{2}\.csv$/);
  assert.deepEqual(
    exported.rows.map((row) => [
      row['Influencer'],
      row['Amount'],
      row['Payment Method'],
      row['Phone Number'],
      row['Status'],
    ]),
    shownWithdrawals.map(([influencer, amount, method, phone, status]) => [
      influencer,
      plainAmount(amount ?? ''),
      method?.toLowerCase(),
      phone,
      status?.toLowerCase(),
    ]),
  );
  await page.close();
});

test('the admin deactivates a user, who then cannot log in', async () => {
  const page = await adminPage();
  await page.goto(`${server.url}/users`);
  await page.waitForURL(`${server.url}/admin-panel?tab=users`);
  const users = page.getByRole('table', { name: 'Users' });
  await users.getByText('fit_with_rafi').waitFor();
  // The admin's own row has no button.
  const own = users.locator('tbody tr', { hasText: 'admin@demo.local' });
  assert.equal(await own.getByRole('button').count(), 0);
  await bothWidths(page, 'admin-users', page.getByText('fit_with_rafi'));

  await page.getByLabel('Search users').fill('FITNESS');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/search=FITNESS/);
  await users.getByText('nusrat_styles').waitFor({ state: 'detached' });
  await users.getByText('fit_with_rafi').waitFor();
  assert.equal(await users.locator('tbody tr').count(), 1);

  await page.getByRole('button', { name: 'Deactivate fit_with_rafi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate user' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Fake follower numbers');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await banner(page, 'User deactivated successfully').waitFor();
  await page.getByRole('button', { name: 'Activate fit_with_rafi' }).waitFor();
  await bothWidths(page, 'admin-users-deactivated', page.getByText('Inactive'));

  const refused = await fetch(`${server.url}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: FITNESS_INFLUENCER, password: DEMO_PASSWORD }),
  });
  assert.equal(refused.status, 403);
  assert.deepEqual(await refused.json(), {
    error: 'Your account has been deactivated. Reason: Fake follower numbers',
  });

  const context = await browser.newContext();
  const rafi = await context.newPage();
  await rafi.goto(`${server.url}/login`);
  await rafi.getByLabel('Email').fill(FITNESS_INFLUENCER);
  await rafi.getByLabel('Password').fill(DEMO_PASSWORD);
  await rafi.getByRole('button', { name: /^log ?in$/i }).click();
  await rafi
    .getByRole('alert')
    .filter({ hasText: 'Your account has been deactivated. Reason: Fake follower numbers' })
    .waitFor();
  assert.equal(new URL(rafi.url()).pathname, '/login');
  await context.close();
  await page.close();
});

test('View opens a campaign from the Campaigns tab, where the admin deactivates and reactivates it', async () => {
  const page = await adminPage();
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  const view = page.getByRole('link', { name: 'View Eid collection lookbook' });
  await bothWidths(page, 'admin-campaigns', view);
  await view.click();
  await page.waitForURL(/\/campaigns\/\d+$/);
  await page.getByRole('heading', { level: 1, name: 'Eid collection lookbook' }).waitFor();
  await bothWidths(page, 'admin-campaign-detail', page.getByText('Three Instagram posts'));

  await page.getByRole('button', { name: 'Deactivate Eid collection lookbook' }).click();
  await banner(page, 'Campaign deactivated successfully').waitFor();
  await page.getByText('Inactive', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Activate Eid collection lookbook' }).click();
  await banner(page, 'Campaign activated successfully').waitFor();
  await page.getByText('Active', { exact: true }).waitFor();

  await page.getByRole('link', { name: '← Back to Campaigns' }).click();
  await page.waitForURL(`${server.url}/admin-panel?tab=campaigns`);
  await page.close();
});

/** Every file the pages fetch while `visit` runs. */
async function requestsDuring(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  await visit();
  return urls;
}

async function visitAll(page: Page, paths: string[]): Promise<void> {
  for (const route of paths) {
    await page.goto(`${server.url}${route}`);
    await page.waitForLoadState('networkidle');
    // Every page shows its heading once its remote has loaded.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }
}

test('brands, influencers and visitors never download a file of the admin remote', async () => {
  const campaigns = await callApi<{ id: number }[]>(
    server,
    await signInApi(server, FASHION_BRAND),
    'GET',
    '/campaigns/',
  );
  const campaign = campaigns[0]?.id;
  assert.ok(campaign);
  const isAdminFile = (url: string) => url.startsWith('/remotes/mfe-admin/');

  const visitor = await browser.newPage();
  const visitorUrls = await requestsDuring(visitor, () =>
    visitAll(visitor, ['/', '/login', '/register', '/pricing', '/about', '/user/nusrat_styles']),
  );
  assert.ok(visitorUrls.some((url) => url.startsWith('/remotes/mfe-public/')));
  assert.deepEqual(visitorUrls.filter(isAdminFile), []);
  await visitor.close();

  const brand = await browser.newPage();
  const brandUrls = await requestsDuring(brand, async () => {
    await signInBrowser(brand, server, FASHION_BRAND);
    await visitAll(brand, [
      '/dashboard',
      '/campaigns',
      `/campaigns/${campaign}`,
      '/applications',
      '/influencers',
      '/payments',
      '/messages',
      '/profile',
      // Admin addresses send a brand to the dashboard before anything of the admin loads.
      '/admin-panel',
      '/users',
    ]);
  });
  assert.ok(brandUrls.some((url) => url.startsWith('/remotes/mfe-brand/')));
  assert.deepEqual(brandUrls.filter(isAdminFile), []);
  assert.equal(new URL(brand.url()).pathname, '/dashboard');
  await brand.close();

  const influencer = await browser.newPage();
  const influencerUrls = await requestsDuring(influencer, async () => {
    await signInBrowser(influencer, server, 'influencer.fashion@demo.local');
    await visitAll(influencer, [
      '/dashboard',
      '/campaigns',
      `/campaigns/${campaign}`,
      '/applications',
      '/payments',
      '/withdrawals',
      '/messages',
      '/profile',
      '/admin-panel',
    ]);
  });
  assert.ok(influencerUrls.some((url) => url.startsWith('/remotes/mfe-influencer/')));
  assert.deepEqual(influencerUrls.filter(isAdminFile), []);
  await influencer.close();

  // The watcher does see the admin remote when an admin opens the panel.
  const admin = await browser.newPage();
  const adminUrls = await requestsDuring(admin, () => signInBrowser(admin, server, ADMIN));
  await admin.getByRole('heading', { name: 'Admin Panel' }).waitFor();
  assert.ok(adminUrls.some(isAdminFile));
  await admin.close();
});

/**
 * A private checkout to deploy from: the root manifests, scripts, webpack configuration, shared
 * and mfe-admin sources, the other workspaces' package.json, and node_modules linked to the
 * installed packages (with @portal/shared pointing at the copy).
 */
function scratchCheckout(): { root: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-e2e-deploy-'));
  const skip = (source: string) =>
    !source.includes(`${path.sep}node_modules`) && !source.includes(`${path.sep}dist-types`);
  for (const entry of [
    'package.json',
    'package-lock.json',
    '.npmrc',
    'tsconfig.base.json',
    'scripts',
    'webpack',
    'shared',
    'mfe-admin',
  ]) {
    cpSync(path.join(repoRoot, entry), path.join(root, entry), { recursive: true, filter: skip });
  }
  for (const workspace of [
    'shell',
    'mfe-public',
    'mfe-brand',
    'mfe-influencer',
    'mfe-collaboration',
    'api',
    'e2e',
  ]) {
    mkdirSync(path.join(root, workspace));
    cpSync(
      path.join(repoRoot, workspace, 'package.json'),
      path.join(root, workspace, 'package.json'),
    );
  }
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(modules, '@portal'), { recursive: true });
  for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry !== '@portal') {
      symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modules, entry));
    }
  }
  symlinkSync(path.join(root, 'shared'), path.join(modules, '@portal', 'shared'));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

const versionOf = (root: string) =>
  (
    JSON.parse(readFileSync(path.join(root, 'mfe-admin', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

test('npm run deploy:remote -- mfe-admin deploys a new admin version alone; the shell and the other remotes stay byte-identical', async () => {
  const portal = copyBuiltPortal();
  const checkout = scratchCheckout();
  try {
    const remotesBefore = readRemotes(portal.dir);
    const oldAdmin = remotesBefore.mfe_admin;
    assert.ok(oldAdmin);
    const untouched = [
      'shell',
      'remotes/mfe-public',
      'remotes/mfe-brand',
      'remotes/mfe-influencer',
      'remotes/mfe-collaboration',
    ];
    const printsBefore = untouched.map((dir) => fingerprint(path.join(portal.dir, dir)));
    const adminBefore = fingerprint(path.join(portal.dir, 'remotes', 'mfe-admin'));
    const before = versionOf(checkout.root);

    const deploy = spawnSync('npm', ['run', 'deploy:remote', '--', 'mfe-admin'], {
      cwd: checkout.root,
      env: { ...process.env, PORTAL_DIST: portal.dir },
      encoding: 'utf8',
    });
    assert.equal(deploy.status, 0, `the deploy failed:\n${deploy.stdout}\n${deploy.stderr}`);
    const afterVersion = versionOf(checkout.root);
    const [major, minor, patch] = before.split('.').map(Number);
    assert.equal(afterVersion, `${major}.${minor}.${(patch ?? 0) + 1}`);
    assert.match(deploy.stdout, new RegExp(`Deployed mfe-admin ${before} -> ${afterVersion}`));
    console.log(`mfe-admin redeployed: ${before} -> ${afterVersion}`);

    // Only the admin's line of remotes.json changed; the shell and other remotes are the same
    // bytes, and the old admin version is still there to roll back to.
    const newAdmin = `/remotes/mfe-admin/${afterVersion}/mf-manifest.json`;
    assert.deepEqual(readRemotes(portal.dir), { ...remotesBefore, mfe_admin: newAdmin });
    assert.deepEqual(
      untouched.map((dir) => fingerprint(path.join(portal.dir, dir))),
      printsBefore,
    );
    const adminAfter = fingerprint(path.join(portal.dir, 'remotes', 'mfe-admin'));
    for (const [file, print] of Object.entries(adminBefore)) assert.equal(adminAfter[file], print);
    assert.ok(
      existsSync(path.join(portal.dir, 'remotes', 'mfe-admin', afterVersion, 'mf-manifest.json')),
    );
    const lock = JSON.parse(
      readFileSync(path.join(checkout.root, 'package-lock.json'), 'utf8'),
    ) as {
      packages: Record<string, { version?: string }>;
    };
    assert.equal(lock.packages['mfe-admin']?.version, afterVersion);

    // Deploying the same version again is refused and changes nothing.
    const again = spawnSync('npm', ['run', 'deploy:remote', '--', 'mfe-admin', afterVersion], {
      cwd: checkout.root,
      env: { ...process.env, PORTAL_DIST: portal.dir },
      encoding: 'utf8',
    });
    assert.notEqual(again.status, 0);
    assert.match(again.stderr, /already built/);
    assert.equal(versionOf(checkout.root), afterVersion);
    assert.deepEqual(readRemotes(portal.dir), { ...remotesBefore, mfe_admin: newAdmin });

    // The portal serves the new admin build; rolling back is changing the line back.
    const copyServer = await startPortalServer({ portalDist: portal.dir });
    try {
      const page = await browser.newPage();
      const urls = await requestsDuring(page, async () => {
        await signInBrowser(page, copyServer, ADMIN);
        await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
      });
      assert.ok(urls.includes(newAdmin));
      assert.ok(!urls.includes(oldAdmin));

      pointRemote(portal.dir, 'mfe_admin', oldAdmin);
      assert.ok(
        (await untilServerRenders(page, copyServer, '/admin-panel', oldAdmin)).includes(oldAdmin),
      );
      const rolledBack = await requestsDuring(page, async () => {
        await page.reload();
        await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
      });
      assert.ok(rolledBack.includes(oldAdmin));
      await page.close();
    } finally {
      await copyServer.stop();
    }
  } finally {
    checkout.remove();
    portal.remove();
  }
});
