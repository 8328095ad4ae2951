/**
 * The modules of `@portal/shared` that hold page-wide state or must be one instance on a page: the
 * API client, the auth store, the i18n instance, the real-time session, the router (its React
 * contexts), and zod (one copy for every build's schemas, see `shared/src/contract/zod.ts`).
 *
 * Only these are federation shared modules (webpack/federation.cjs); every other module of
 * `@portal/shared` (the contract, the data hooks, the UI kit, the formatters) is bundled into each
 * build that uses it, tree-shaken with the page that imports it (docs/architecture.md). Inside
 * shared, a module of this list is imported by its package name, never by a relative path
 * (eslint/import-boundaries.cjs): a relative import would make a second instance.
 */
const SHARED_KERNEL = [
  'api-client',
  'auth-store',
  'contract/zod',
  'i18n/i18n',
  'realtime/realtime-session',
  'router',
];

module.exports = { SHARED_KERNEL };
