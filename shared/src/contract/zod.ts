/**
 * The portal's one zod: the part of it the contract and the shared data helpers use.
 *
 * zod is not a Module Federation shared package itself (a shared package is never tree-shaken,
 * and all of zod with its locales is 87 KB gzip). This module is shared instead, as
 * `@portal/shared/contract/zod` (one of the kernel's, webpack/shared-kernel.cjs), so a page loads
 * one zod (26 KB gzip) whichever remotes it shows, instead of one copy per build; webpack keeps
 * only these exports.
 *
 * Import zod from here only, by that package path (`import * as z from
 * '@portal/shared/contract/zod'`): a relative import would bundle a private copy. ESLint forbids
 * 'zod' elsewhere in the browser code. When a schema needs another zod function, add it here; a
 * remote deployed alone must not rely on an export the running shell's copy of this module lacks
 * (see README, "Deploying one remote alone").
 */
import { config } from 'zod';

/**
 * No code compiled at run time: zod would build its faster object parsers with `new Function`,
 * which the portal's Content-Security-Policy refuses (no 'unsafe-eval'), and even its one probe
 * for it makes the browser report a violation on every page. Set here, before any schema of the
 * portal parses anything, for the browser and the API alike (a list of 50 rows parses in about
 * 0.2 ms without them).
 */
config({ jitless: true });

export {
  array,
  boolean,
  discriminatedUnion,
  email,
  enum,
  literal,
  NEVER,
  null,
  number,
  object,
  partialRecord,
  record,
  string,
  union,
  unknown,
  url,
} from 'zod';
export type { infer, input, output, ZodNumber, ZodType } from 'zod';
