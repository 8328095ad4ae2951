/**
 * Draws the installed web app's icons (shell/public/icons/) from the portal's mark,
 * shell/public/favicon.svg: `icon-192.png` and `icon-512.png` as the mark is, and
 * `maskable-512.png` with the mark inside the middle 60%, on the mark's green to the edges, so a
 * phone that cuts icons to a circle or a squircle keeps all of it (docs/rendering.md). Drawn by
 * Debian's Chromium through playwright-core, the browser the journeys use. The files are
 * committed; run this again after changing the mark.
 *
 *   node scripts/make-app-icons.mjs
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'shell', 'public');
/** The mark's green (tokens.css's primary), behind a maskable icon's safe zone. */
const MARK_GREEN = 'rgb(11,110,79)';

const mark = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
const markUrl = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`;

const icons = [
  { file: 'icon-192.png', size: 192, inset: 0 },
  { file: 'icon-512.png', size: 512, inset: 0 },
  { file: 'maskable-512.png', size: 512, inset: 0.2 },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const { file, size, inset } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markSize = Math.round(size * (1 - 2 * inset));
    const background = inset > 0 ? MARK_GREEN : 'transparent';
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        `<img src="${markUrl}" width="${markSize}" height="${markSize}"></body>`,
    );
    await page.screenshot({
      path: path.join(publicDir, 'icons', file),
      omitBackground: inset === 0,
    });
    await page.close();
  }
} finally {
  await browser.close();
}
