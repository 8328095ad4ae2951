import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..');

/** Every TypeScript file under api/src, as a path relative to it (`campaigns/routes.ts`). */
function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts'))
    .map((path) => relative(SRC, join(SRC, path)));
}

/** The module specifiers a file imports from. */
function importsOf(path: string): string[] {
  const text = readFileSync(join(SRC, path), 'utf8');
  return [...text.matchAll(/^import [^;]*? from '([^']+)';$/gms)].map((match) => match[1] ?? '');
}

describe('the layers of the API (route, service, query)', () => {
  it('has routes that reach the database only through a service', () => {
    const routes = sourceFiles().filter((path) => path.endsWith('routes.ts'));
    expect(routes.length).toBeGreaterThan(10);
    const reachingDatabase = routes.filter((path) =>
      importsOf(path).some((from) => /(^|\/)db\/|\/queries$/.test(from)),
    );
    expect(reachingDatabase).toEqual([]);
  });

  it('keeps every query module in db/queries', () => {
    const strays = sourceFiles().filter(
      (path) => /(^|\/)queries\.ts$/.test(path) && !path.startsWith('db/queries/'),
    );
    expect(strays).toEqual([]);
  });
});

describe('answering 400', () => {
  it('goes through badRequest everywhere, so every 400 body has the one shape', () => {
    const elsewhere = sourceFiles().filter(
      (path) =>
        !path.endsWith('.test.ts') &&
        path !== 'http/errors.ts' &&
        // The gateway simulator answers in the gateways' own shapes, not the platform's.
        !path.startsWith('gateways/simulator/') &&
        /HttpError\(\s*400|\.code\(\s*400/.test(readFileSync(join(SRC, path), 'utf8')),
    );
    expect(elsewhere).toEqual([]);
  });
});
