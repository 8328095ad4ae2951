import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot, type PortalServer } from './portal-server';

/** A private copy of the built portal (dist/), so a journey can redeploy or break one remote. */
export function copyBuiltPortal(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-dist-'));
  cpSync(path.join(repoRoot, 'dist'), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function readRemotes(dist: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(dist, 'remotes.json'), 'utf8')) as Record<
    string,
    string
  >;
}

/** Changes one remote's line of remotes.json, as an operator redeploying it would. */
export function pointRemote(dist: string, remote: string, url: string): void {
  writeFileSync(
    path.join(dist, 'remotes.json'),
    `${JSON.stringify({ ...readRemotes(dist), [remote]: url }, null, 2)}\n`,
  );
}

/**
 * Asks the server for `pagePath` with the page's cookies (a signed-in page renders as its user's)
 * until its HTML holds `text`, and answers the last HTML: the server looks at remotes.json again
 * within a second of a change, no restart (docs/rendering.md).
 */
export async function untilServerRenders(
  page: Page,
  server: PortalServer,
  pagePath: string,
  text: string,
): Promise<string> {
  let html = '';
  for (let tries = 0; tries < 20 && !html.includes(text); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    html = await (await page.context().request.get(`${server.url}${pagePath}`)).text();
  }
  return html;
}

/** SHA-256 of every file under `dir`, by relative path: proves a build was not touched. */
export function fingerprint(dir: string): Record<string, string> {
  const prints: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(name));
    if (statSync(file).isFile()) {
      prints[String(name)] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  }
  return prints;
}
