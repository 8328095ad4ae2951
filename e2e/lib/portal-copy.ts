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
import { repoRoot } from './portal-server';

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
