import os from 'node:os';
import path from 'node:path';

/** Where global-setup leaves the migrated PGlite template for this test run. */
export const TEMPLATE_ENV = 'API_TEST_PGLITE_TEMPLATE';

export function newTemplatePath(): string {
  return path.join(os.tmpdir(), `api-test-template-${process.pid}-${Date.now()}.tar`);
}
