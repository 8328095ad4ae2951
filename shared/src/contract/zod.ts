/**
 * The portal's one zod: the part of zod/mini the contract and the shared data helpers use.
 *
 * zod/mini, not zod classic: a classic schema carries every method of its type (`.min()`,
 * `.nullable()`, `.transform()`...), so any one schema brings all of zod classic into a bundle
 * (99 KB raw, 28 KB gzip, for these exports) and each schema built sets up those methods.
 * zod/mini has the same schemas and parsing as plain functions
 * (`z.nullable(z.string().check(z.maxLength(80)))`), so a bundle keeps only the ones the portal
 * calls: 42 KB raw, 12 KB gzip, for all of them. The API's own server-side schemas may use zod
 * classic; the two mix (both are zod's core types), and `z.parse(schema, value)` takes either.
 *
 * zod is not a Module Federation shared package itself (a shared package is never tree-shaken,
 * and all of zod with its locales is 87 KB gzip). This module is shared instead, as
 * `@portal/shared/contract/zod` (one of the kernel's, webpack/shared-kernel.cjs), so a page loads
 * one zod whichever remotes it shows, instead of one copy per build; webpack keeps
 * only these exports.
 *
 * Import zod from here only, by that package path (`import * as z from
 * '@portal/shared/contract/zod'`): a relative import would bundle a private copy. ESLint forbids
 * 'zod' elsewhere in the browser code. When a schema needs another zod function, add it here; a
 * remote deployed alone must not rely on an export the running shell's copy of this module lacks
 * (see README, "Deploying one remote alone").
 */
import { en as english } from 'zod/v4/locales';
import { config, type core } from 'zod/mini';

/**
 * No code compiled at run time: zod would build its faster object parsers with `new Function`,
 * which the portal's Content-Security-Policy refuses (no 'unsafe-eval'), and even its one probe
 * for it makes the browser report a violation on every page. Set here, before any schema of the
 * portal parses anything, for the browser and the API alike (a list of 50 rows parses in about
 * 0.2 ms without them).
 */
config({ jitless: true });

/**
 * zod's own English sentences for a refusal a schema gives no sentence of its own ("Too big:
 * expected string to have <=200 characters"). zod classic loads them on import; zod/mini does
 * not, and would say "Invalid input". Loaded here, a form in the browser says what the API's 400
 * says for the same field (the API loads zod classic too).
 */
config(english());

export {
  _default,
  array,
  boolean,
  discriminatedUnion,
  email,
  endsWith,
  enum,
  extend,
  gte,
  int,
  length,
  literal,
  lte,
  maxLength,
  minLength,
  NEVER,
  nonnegative,
  null,
  nullable,
  number,
  object,
  omit,
  optional,
  partial,
  partialRecord,
  pick,
  pipe,
  positive,
  record,
  refine,
  regex,
  startsWith,
  strictObject,
  string,
  superRefine,
  toLowerCase,
  toUpperCase,
  transform,
  trim,
  union,
  unknown,
  url,
} from 'zod/mini';
export type { infer, input, output } from 'zod/mini';
/** Any schema of the portal's zod (zod/mini's own name is ZodMiniType). */
export type { ZodMiniType as ZodType } from 'zod/mini';

/** What a transform is given beside the value (`z.transform((value, ctx) => ...)`). */
export type TransformContext = core.ParsePayload;

/**
 * A refusal from inside a transform (`z.transform((value, ctx) => ...)`): a custom issue with the
 * sentence to show, at `path` under the transformed value. zod classic gave a transform's context
 * an `addIssue` method; zod/mini's context is the parse itself, and this is that method.
 */
export function addIssue(
  ctx: TransformContext,
  issue: { message: string; path?: (string | number)[] },
): void {
  ctx.issues.push({ code: 'custom', input: ctx.value, ...issue });
}
