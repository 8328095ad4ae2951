import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the shell's entry (src/index.ts) imports runs before the federation's async boundary
 * (docs/architecture.md): no shared module is negotiated yet, so a value import of a shared
 * package there fails in the browser (RUNTIME-006) and no page hydrates. Type imports vanish
 * from the build and are fine.
 */
const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'zustand',
  '@tanstack/react-query',
  '@portal/shared',
];

/** The modules a file imports for their values (not `import type`), as written. */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)) {
    found.push(match[1] as string);
  }
  for (const match of source.matchAll(/^import\s+'([^']+)'/gm)) found.push(match[1] as string);
  return found;
}

/** The files of the shell the entry imports statically, the entry first. */
function eagerFiles(entry: string): string[] {
  const files: string[] = [];
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (files.includes(file)) continue;
    files.push(file);
    for (const specifier of valueImports(file)) {
      if (!specifier.startsWith('.')) continue;
      const base = path.resolve(path.dirname(file), specifier);
      const resolved = ['.ts', '.tsx', '/index.ts'].map((end) => base + end);
      const next = resolved.find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
      if (next) queue.push(next);
    }
  }
  return files;
}

const sharedPackageOf = (specifier: string) =>
  SHARED_PACKAGES.find((name) => specifier === name || specifier.startsWith(`${name}/`));

describe("the shell's eager entry", () => {
  const entry = path.join(__dirname, 'index.ts');

  it('reaches early-preload and the service worker registration, and not the bootstrap', () => {
    const files = eagerFiles(entry).map((file) => path.relative(__dirname, file));
    expect(files).toEqual(
      expect.arrayContaining([
        'index.ts',
        path.join('remotes', 'early-preload.ts'),
        path.join('installable-app', 'register-service-worker.ts'),
      ]),
    );
    expect(files).not.toContain('bootstrap.tsx');
  });

  it('imports no shared package for its values before the async boundary', () => {
    const offending = eagerFiles(entry).flatMap((file) =>
      valueImports(file)
        .filter((specifier) => sharedPackageOf(specifier) !== undefined)
        .map((specifier) => `${path.relative(__dirname, file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
