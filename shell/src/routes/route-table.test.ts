import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  SECURITY_SETTINGS_PATH,
  VERIFY_EMAIL_PATH,
} from '@portal/shared/account-paths';
import { ROUTES } from './route-table';

test('the account pages are routed at the paths the e-mails and the navigation link to', () => {
  const paths = ROUTES.map((route) => route.path);
  for (const accountPath of [
    FORGOT_PASSWORD_PATH,
    RESET_PASSWORD_PATH,
    VERIFY_EMAIL_PATH,
    SECURITY_SETTINGS_PATH,
  ]) {
    expect(paths).toContain(accountPath);
  }
});

/**
 * The shell's entry (src/index.ts) runs these before its async boundary, when no shared module has
 * been negotiated yet: a run-time import of @portal/shared there stops every page with Module
 * Federation's RUNTIME-006 (loadShareSync), which page tests, bundling nothing, never show.
 */
test.each([
  'remotes/early-preload.ts',
  'remotes/remote-registry.ts',
  'routes/route-table.ts',
  'routes/resolve-route.ts',
])('%s, run before the async boundary, imports only types from @portal/shared', (file) => {
  const source = readFileSync(path.join(__dirname, '..', file), 'utf8');
  const runtimeImports = source.match(/^import (?!type )[^;]*from '@portal\/shared[^']*';/gm);
  expect(runtimeImports).toBeNull();
});
