import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { callApi, signInBrowser, type ApiSession } from '../lib/api';
import { assertNoCspViolations, launchBrowser, screenshot } from '../lib/browser';
import { startPortalServer, type PortalServer } from '../lib/portal-server';

/**
 * The visual check of the layout (docs/screens.md): every page of every role, at a phone's, a tablet's and two
 * desktops' widths, with the longest names a user may choose (30 characters), unread counts in
 * the bar and a campaign title of 200 characters without a space. Nothing may scroll sideways,
 * the navigation keeps one row (at most 80 px tall) or sits behind Menu, and on a desktop no
 * table cell breaks a word, a link, a button or a badge (the title is cut to two lines).
 */

const WIDTHS = [360, 768, 1280, 1440] as const;
/** The widest window whose navigation links sit behind Menu: the stylesheets' breakpoint. */
const MENU_UP_TO: number = JSON.parse(
  readFileSync(new URL('../../shared/src/ui/breakpoints.json', import.meta.url), 'utf8'),
).narrowDesktop;
/** From this width on a table has the room to keep every cell's words and marks on one line. */
const DESKTOP_WIDTH = 1280;
/** The pages and widths whose screenshots are kept (e2e/artifacts/layout-*), to look at. */
const SCREENSHOT_WIDTHS: readonly number[] = [360, 1440];
const SCREENSHOT_PAGES =
  /^\/(?:|dashboard|campaigns\/\d+|collaborations\/\d+|admin-panel|user\/.*)$/;
const PASSWORD = 'layout-check-2026';
/** The tallest the bar may be with its links shown, or with them behind a closed Menu: one row. */
const MAX_BAR_HEIGHT = 80;

// 30 characters each, the most a username may have: one without a `_` or `.` to break after.
const BRAND_NAME = 'MuhammadAbdullahAlMamunTraders';
const INFLUENCER_NAME = 'nusrat_styles_official_bd_2026';
const TITLE = 'EidUlFitrFestiveCollection'.repeat(8).slice(0, 200);

let server: PortalServer;
let browser: Browser;
let campaignId: number;
let applicationId: number;

async function register(username: string, role: 'brand' | 'influencer'): Promise<ApiSession> {
  return callApi<ApiSession>(server, null, 'POST', '/register/', {
    username,
    email: `${username.toLowerCase()}@example.com`,
    password: PASSWORD,
    role,
  });
}

before(async () => {
  assert.equal(BRAND_NAME.length, 30);
  assert.equal(INFLUENCER_NAME.length, 30);
  assert.equal(TITLE.length, 200);
  server = await startPortalServer({ env: { RATE_LIMIT: 'off' } });
  browser = await launchBrowser();

  // A campaign with the long title, an accepted application (a notification for each side) and a
  // message each way (an unread count beside each one's Messages link); a payment for the admin.
  const brand = await register(BRAND_NAME, 'brand');
  const influencer = await register(INFLUENCER_NAME, 'influencer');
  const campaign = await callApi<{ id: number }>(server, brand, 'POST', '/campaigns/', {
    title: TITLE,
    description: `${TITLE} ${TITLE}`,
    budget: '25000.00',
    category: 'fashion',
  });
  campaignId = campaign.id;
  const application = await callApi<{ id: number }>(server, influencer, 'POST', '/applications/', {
    campaign: campaign.id,
    proposal: TITLE,
    expected_fee: '20000',
  });
  applicationId = application.id;
  await callApi(server, brand, 'PUT', `/applications/${application.id}/status/`, {
    status: 'accepted',
  });
  await callApi(server, brand, 'POST', '/messages/', {
    receiver: influencer.user.id,
    content: TITLE,
  });
  await callApi(server, influencer, 'POST', '/messages/', {
    receiver: brand.user.id,
    content: TITLE,
  });
  await callApi(server, brand, 'POST', '/payments/submit/', {
    application_id: application.id,
    amount: '20000.00',
    payment_method: 'bkash',
    transaction_id: 'LAYOUT2026EID',
  });
  // A pending offer of a private brief with the long title, on both sides' Offers pages.
  await callApi(server, brand, 'POST', '/offers/', {
    influencer: influencer.user.id,
    brief: { title: TITLE, deliverables: [{ platform: 'instagram', kind: 'reel', count: 2 }] },
    amount: '15000',
    note: TITLE,
  });
});

after(async () => {
  await browser?.close();
  await server?.stop();
  assertNoCspViolations(browser);
});

const PUBLIC_PAGES = [
  '/',
  '/login',
  '/register',
  '/about',
  '/contact',
  '/pricing',
  '/success-stories',
  '/browse-campaigns',
  '/application-tips',
  '/community',
  '/resources',
  '/privacy-policy',
  '/terms-of-use',
  `/user/${BRAND_NAME}`,
  `/user/${INFLUENCER_NAME}`,
];

/** Waits for a page's heading, then until nothing on it still reads 'Loading...'. */
async function waitForPage(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  const loading = page.locator('main').getByText(/^Loading/);
  const deadline = Date.now() + 15_000;
  while ((await loading.count()) > 0) {
    if (Date.now() > deadline) assert.fail(`${page.url()} is still loading after 15 s`);
    await page.waitForTimeout(100);
  }
}

/** Two frames: the page lays itself out again after a resize (the phone's cards, for one). */
function nextLayout(page: Page): Promise<unknown> {
  return page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

interface NavLayout {
  /** The Menu button is shown (the links are behind it). */
  behindMenu: boolean;
  /** The links and their distinct top offsets, when shown. */
  shownLinks: number;
  linkTops: number[];
  /** Parts of the bar (name, bell, account) that do not sit within the links' row. */
  offRow: string[];
  /** The username, when it is not shown whole. */
  cutUsername: string | null;
  /** The lines the username takes. */
  usernameLines: number;
  /** The bar's height in px. */
  barHeight: number;
  /** Parts of the bar drawn over one another, as "a over b". */
  overlapping: string[];
}

function navLayout(page: Page, username: string | null): Promise<NavLayout> {
  // No function is named in here: tsx would wrap it in a helper (__name) the page does not have.
  return page.evaluate((name) => {
    const header = document.querySelector('header');
    const nav = document.querySelector('nav[aria-label="Main"]');
    const buttons = [...(header?.querySelectorAll('button') ?? [])];
    // The bar's page links (list items); the username links to the account's settings apart.
    const links = [...(nav?.querySelectorAll('li a') ?? [])].filter(
      (link) => link.getClientRects().length > 0,
    );
    const rects = links.map((link) => link.getBoundingClientRect());
    const rowTop = Math.min(...rects.map((rect) => rect.top));
    const rowBottom = Math.max(...rects.map((rect) => rect.bottom));
    const parts: [string, Element | undefined][] = [
      ['product name', header?.querySelector('a[href="/"]') ?? undefined],
      ['bell', buttons.find((button) => button.ariaLabel?.startsWith('Notifications'))],
      ['Logout', buttons.find((button) => button.textContent === 'Logout')],
    ];
    const offRow = parts
      .filter(([, element]) => links.length > 0 && (element?.getClientRects().length ?? 0) > 0)
      .filter(([, element]) => {
        const rect = (element as Element).getBoundingClientRect();
        return rect.bottom <= rowTop || rect.top >= rowBottom;
      })
      .map(([part]) => part);
    const usernameBox = [...(nav?.querySelectorAll('span') ?? [])].find(
      (span) => span.textContent === name,
    );
    const shown = [...(header?.querySelectorAll('a, button') ?? [])]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({
        label: (element.ariaLabel ?? element.textContent ?? '').trim().slice(0, 30),
        rect: element.getBoundingClientRect(),
      }));
    const overlapping = shown.flatMap((a, index) =>
      shown
        .slice(index + 1)
        .filter(
          (b) =>
            a.rect.left < b.rect.right - 1 &&
            b.rect.left < a.rect.right - 1 &&
            a.rect.top < b.rect.bottom - 1 &&
            b.rect.top < a.rect.bottom - 1,
        )
        .map((b) => `${a.label} over ${b.label}`),
    );
    return {
      behindMenu:
        (buttons.find((button) => button.textContent === 'Menu')?.getClientRects().length ?? 0) > 0,
      shownLinks: links.length,
      linkTops: [...new Set(rects.map((rect) => Math.round(rect.top)))],
      offRow,
      cutUsername:
        usernameBox &&
        usernameBox.getClientRects().length > 0 &&
        usernameBox.scrollWidth > usernameBox.clientWidth + 1
          ? name
          : null,
      usernameLines: usernameBox
        ? Math.round(
            usernameBox.getBoundingClientRect().height /
              parseFloat(getComputedStyle(usernameBox).lineHeight),
          )
        : 0,
      barHeight: Math.round(header?.getBoundingClientRect().height ?? 0),
      overlapping,
    };
  }, username);
}

/**
 * What breaks in the tables of the page shown, as readable lines: a word of a cell split across
 * two lines (an amount, a username, a button's label), a link, button or badge taking more than
 * one line, or text cut to a few lines (a campaign's title) taking more, or, in a link, not whole
 * in its `title`.
 */
function brokenInTables(page: Page, where: string): Promise<string[]> {
  // No function is named in here (see navLayout).
  return page.evaluate((at) => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('main td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const textNode = node;
        const text = textNode.textContent ?? '';
        const parent = textNode.parentElement;
        if (!parent || text.trim() === '' || parent.getClientRects().length === 0) continue;
        // Text cut to a few lines (a line clamp: a campaign's title, a proposal) breaks where it
        // must within them; a cut link has the whole of its text in its `title`.
        let clamped: Element | null = parent;
        while (
          clamped &&
          clamped !== cell &&
          getComputedStyle(clamped).getPropertyValue('-webkit-line-clamp') === 'none'
        ) {
          clamped = clamped.parentElement;
        }
        if (clamped && clamped !== cell) {
          const style = getComputedStyle(clamped);
          const lines = Math.round(
            clamped.getBoundingClientRect().height / parseFloat(style.lineHeight),
          );
          if (lines > Number(style.getPropertyValue('-webkit-line-clamp'))) {
            broken.push(`${at}: "${text.slice(0, 20)}..." takes ${lines} lines`);
          }
          const titled = clamped.closest('[title]');
          if (clamped.closest('a') && titled?.getAttribute('title') !== clamped.textContent) {
            broken.push(`${at}: "${text.slice(0, 20)}..." is cut and not whole in its title`);
          }
          continue;
        }
        // Each word of the cell, and the whole text of a link, a button or a badge (an inline
        // block: a status), keeps to one line.
        const ranges: [string, Range][] = [...text.matchAll(/\S+/g)].map((word) => {
          const range = document.createRange();
          range.setStart(textNode, word.index);
          range.setEnd(textNode, word.index + word[0].length);
          return [`"${word[0]}" breaks across lines`, range];
        });
        if (
          parent.closest('a, button') !== null ||
          getComputedStyle(parent).display === 'inline-block'
        ) {
          const whole = document.createRange();
          whole.selectNodeContents(textNode);
          ranges.push([`"${text.trim()}" wraps`, whole]);
        }
        for (const [problem, range] of ranges) {
          const tops = [...range.getClientRects()]
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top));
          if (new Set(tops).size > 1) broken.push(`${at}: ${problem}`);
        }
      }
    }
    return broken;
  }, where);
}

/** What is wrong with the page shown, resized to `width`, as readable lines. */
async function problemsAt(
  page: Page,
  where: string,
  username: string | null,
  width: number,
): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize({ width, height: 900 });
  await nextLayout(page);
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const tooWide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .map((element) => {
        const name = element.tagName.toLowerCase();
        const label = (element.textContent ?? '').trim().slice(0, 40);
        return `${name}.${element.className} "${label}"`;
      });
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      widest: tooWide.slice(-3),
    };
  });
  if (scrollWidth > innerWidth) {
    problems.push(`${where} scrolls sideways (${scrollWidth} px): ${widest.join('; ')}`);
  }
  const nav = await navLayout(page, username);
  if (nav.behindMenu) {
    if (nav.shownLinks > 0) problems.push(`${where}: Menu is shown beside open links`);
  } else {
    if (nav.shownLinks === 0) problems.push(`${where}: no links and no Menu`);
    if (nav.linkTops.length > 1) {
      problems.push(`${where}: the links wrap onto ${nav.linkTops.length} rows`);
    }
    if (nav.offRow.length > 0) problems.push(`${where}: ${nav.offRow.join(', ')} off the row`);
    if (nav.usernameLines > 2) {
      problems.push(`${where}: the username takes ${nav.usernameLines} lines`);
    }
  }
  if (nav.overlapping.length > 0) {
    problems.push(`${where}: the bar draws ${nav.overlapping.join('; ')}`);
  }
  if (nav.barHeight > MAX_BAR_HEIGHT) {
    problems.push(`${where}: the bar is ${nav.barHeight} px tall`);
  }
  if (nav.cutUsername) problems.push(`${where}: the username is cut (${nav.cutUsername})`);
  if (width >= DESKTOP_WIDTH) problems.push(...(await brokenInTables(page, where)));
  return problems;
}

/** Opens `path` and checks it at every width; returns what failed, as readable lines. */
async function checkPage(
  page: Page,
  who: string,
  username: string | null,
  path: string,
): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}${path}`);
  await waitForPage(page);
  const title = await page.title();
  if (!title.endsWith('Influencer Marketplace')) problems.push(`${who} ${path} is titled ${title}`);
  for (const width of WIDTHS) {
    problems.push(...(await problemsAt(page, `${who} ${path} at ${width} px`, username, width)));
    if (SCREENSHOT_WIDTHS.includes(width) && SCREENSHOT_PAGES.test(path)) {
      const name = `layout-${who}${path.replace(/[/?=]+/g, '-')}-${width}`.replace(/-+$/, '');
      await screenshot(page, name);
    }
  }
  return problems;
}

/**
 * The bar on the page shown at every width from 360 to 1920 px: in steps of 40 px, and either
 * side of the width below which the links go behind Menu.
 */
async function checkBarAtEveryWidth(page: Page, who: string, username: string): Promise<void> {
  const widths = [
    ...Array.from({ length: 40 }, (_, step) => 360 + step * 40),
    MENU_UP_TO,
    MENU_UP_TO + 1,
    1920,
  ];
  const problems: string[] = [];
  for (const width of widths) {
    problems.push(...(await problemsAt(page, `${who} at ${width} px`, username, width)));
  }
  assert.deepEqual(problems, [], `the ${who}'s bar fits every width`);
}

async function checkPages(
  page: Page,
  who: string,
  username: string | null,
  paths: readonly string[],
): Promise<void> {
  const problems: string[] = [];
  for (const path of paths) problems.push(...(await checkPage(page, who, username, path)));
  assert.deepEqual(problems, [], `every ${who} page fits every width`);
}

/** At a phone's width the links are behind Menu, which opens and closes as a disclosure. */
async function checkMenu(
  page: Page,
  username: string | null,
  linkNames: readonly (string | RegExp)[],
): Promise<void> {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${server.url}/`);
  await waitForPage(page);
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  assert.equal(await menu.getAttribute('aria-expanded'), 'false');
  assert.equal(await nav.isVisible(), false, 'the links are behind Menu');
  await menu.click();
  assert.equal(await menu.getAttribute('aria-expanded'), 'true');
  for (const name of linkNames) {
    assert.equal(await nav.getByRole('link', { name }).isVisible(), true, `${name} is shown`);
  }
  const layout = await navLayout(page, username);
  assert.equal(layout.linkTops.length, linkNames.length, 'the open menu is a column of links');
  assert.equal(layout.cutUsername, null, 'the username is shown whole in the open menu');
  await screenshot(page, `layout-menu-${username ?? 'visitor'}-360`, false);
  // Escape from a link closes the menu and gives the focus back to Menu.
  await nav.getByRole('link').last().focus();
  await page.keyboard.press('Escape');
  assert.equal(await menu.getAttribute('aria-expanded'), 'false');
  assert.equal(await nav.isVisible(), false);
  assert.equal(await menu.evaluate((button) => button === document.activeElement), true);
}

async function signedInPage(email: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInBrowser(page, server, email, email.includes('@demo.local') ? undefined : PASSWORD);
  return page;
}

test('a visitor: every public page fits 360, 768, 1280 and 1440 px', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await checkPages(page, 'visitor', null, PUBLIC_PAGES);
  await checkMenu(page, null, ['Login', 'Register']);
  // The tab's icon: an SVG the page links and the server sends under its policy.
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  assert.ok(icon, 'the page links an icon');
  const response = await page.request.get(new URL(icon, server.url).href);
  assert.equal(response.status(), 200);
  assert.match(response.headers()['content-type'] ?? '', /^image\/svg\+xml/);
  await page.close();
});

/** The pages a brand and an influencer both have (each its own), the campaign's among them. */
const pagesOfBoth = () => [
  '/dashboard',
  '/profile',
  '/messages',
  '/campaigns',
  `/campaigns/${campaignId}`,
  `/collaborations/${applicationId}`,
  '/applications',
  '/offers',
  '/payments',
  '/statement',
];

/** The brand and the influencer made above: their pages, and the links their Menu holds. */
const SIGNED_IN_USERS = [
  {
    role: 'brand',
    username: BRAND_NAME,
    email: `${BRAND_NAME.toLowerCase()}@example.com`,
    pages: () => [...pagesOfBoth(), '/influencers', '/shortlist', `/user/${INFLUENCER_NAME}`],
    links: [
      'Dashboard',
      'Profile',
      /^Messages/,
      'My Campaigns',
      'Applications',
      'Find Influencers',
      'Offers',
      'Payments',
    ],
  },
  {
    role: 'influencer',
    username: INFLUENCER_NAME,
    email: `${INFLUENCER_NAME}@example.com`,
    pages: () => [...pagesOfBoth(), '/withdrawals'],
    links: [
      'Dashboard',
      'Profile',
      /^Messages/,
      'Campaigns',
      'My Applications',
      'Offers',
      'Payments',
      'Withdrawals',
    ],
  },
] as const;

for (const { role, username, email, pages, links } of SIGNED_IN_USERS) {
  test(`the ${role}, with a 30-character name and unread counts: every page fits`, async () => {
    const page = await signedInPage(email);
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor();
    await page.getByRole('link', { name: /^Messages , \d+ unread$/ }).waitFor();
    // A desktop's 1280 px with the longest name and both unread counts: one row, at most 80 px.
    await page.setViewportSize({ width: 1280, height: 900 });
    await nextLayout(page);
    const bar = await navLayout(page, username);
    assert.equal(bar.behindMenu, false, 'the links are shown at 1280 px');
    assert.equal(bar.linkTops.length, 1, 'the links keep one row at 1280 px');
    assert.ok(bar.barHeight <= MAX_BAR_HEIGHT, `the bar is ${bar.barHeight} px tall at 1280 px`);
    await checkPages(page, role, username, pages());
    await checkBarAtEveryWidth(page, role, username);
    await checkMenu(page, username, links);
    await page.close();
  });
}

test('the admin, with a payment waiting: every tab of the panel and a campaign fit', async () => {
  const page = await signedInPage('admin@demo.local');
  await checkPages(page, 'admin', 'admin', [
    '/admin-panel',
    '/admin-panel?tab=users',
    '/admin-panel?tab=campaigns',
    '/admin-panel?tab=withdrawals',
    '/admin-panel?tab=payments',
    '/admin-panel?tab=audit-log',
    `/campaigns/${campaignId}`,
  ]);
  await checkMenu(page, 'admin', ['Dashboard', 'Admin Panel', 'Users']);
  await page.close();
});
