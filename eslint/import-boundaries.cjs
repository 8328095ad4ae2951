/**
 * Imports flow one way (README "Front-end conventions"):
 * - a remote never imports another remote or the shell, and shared imports no workspace;
 * - a feature (`mfe-x/src/features/<name>/`) never imports another feature;
 * - shared is a kernel: none of its components fetches or changes data, and nothing in its UI kit
 *   (`shared/src/ui/`) does; a feature loads the data with a data hook and hands it to the kit's
 *   piece as props;
 * - a page (`mfe-x/src/pages/`) composes features and fetches nothing itself;
 * - no remote talks to axios or the API client directly: data goes through shared's hooks;
 * - inside shared, a module of the kernel (webpack/shared-kernel.cjs) is imported by its package
 *   name (`@portal/shared/auth-store`), never by a relative path: a build bundles the rest of
 *   shared that it uses, and a relative import there would make a second API client and auth store
 *   instead of taking the page's one federation singleton.
 */
const path = require('node:path');
/**
 * The modules of shared that are one instance per page, the federation's shared modules: state for
 * the whole page, and `router`, which carries react-router's contexts (a second copy would not see
 * them: a Link outside any Router).
 */
const { SHARED_KERNEL } = require('../webpack/shared-kernel.cjs');

const ROOT = path.resolve(__dirname, '..');

/** 'mfe-brand/src/features/payments/components/x.tsx' -> its parts, from the repo root. */
function locate(file) {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  const [workspace = '', ...rest] = relative.split('/');
  const inSrc = rest[0] === 'src';
  const feature = inSrc && rest[1] === 'features' ? rest[2] : undefined;
  const isPage = inSrc && rest[1] === 'pages';
  const isTest = /\.test\.tsx?$/.test(relative);
  return { workspace, feature, isPage, isTest };
}

const PAGE_FORBIDDEN = [/^@tanstack\/react-query/, /^@portal\/shared\/(api|data)\//];

/**
 * What reads or writes server data: the query cache, the data hooks, the API client, the real-time
 * session, and the request helpers the hooks are made of. Their types may be imported anywhere.
 */
const FETCHING = [
  /^@tanstack\/react-query/,
  /^axios$/,
  /^@portal\/shared\/(api|realtime)\//,
  /^@portal\/shared\/api-client$/,
  /^@portal\/shared\/data\/(request|mutations|keyset-pages|query-client)$/,
];
const FETCHING_MODULES = [
  /^(api|realtime)\//,
  /^api-client$/,
  /^data\/(request|mutations|keyset-pages|query-client)$/,
];

/** A module of shared that must fetch nothing: any component, and everything of the UI kit. */
function isKernelView(relative) {
  return (
    relative.startsWith('shared/src/') &&
    !relative.startsWith('shared/src/testing/') &&
    !/\.test\.tsx?$/.test(relative) &&
    (relative.endsWith('.tsx') || relative.startsWith('shared/src/ui/'))
  );
}

/** 'shared/src/api/campaigns.ts' -> 'api/campaigns'; null outside shared/src. */
function sharedModuleOf(file) {
  const relative = path
    .relative(path.join(ROOT, 'shared', 'src'), file)
    .split(path.sep)
    .join('/');
  return relative.startsWith('..') ? null : relative.replace(/\.tsx?$/, '');
}
const REMOTE_FORBIDDEN = [/^axios$/, /^@portal\/shared\/api-client$/];

function check(context, node) {
  const source = node.source?.value;
  if (typeof source !== 'string') return;
  const from = locate(context.filename);
  const report = (message) => context.report({ node: node.source, message });
  const relativeFile = path.relative(ROOT, context.filename).split(path.sep).join('/');

  if (isKernelView(relativeFile) && node.importKind !== 'type' && node.exportKind !== 'type') {
    const module = source.startsWith('.')
      ? sharedModuleOf(path.resolve(path.dirname(context.filename), source))
      : null;
    if (
      FETCHING.some((pattern) => pattern.test(source)) ||
      (module !== null && FETCHING_MODULES.some((pattern) => pattern.test(module)))
    ) {
      return report(
        `${source}: shared holds no component that fetches or changes data. Load it in the feature with a data hook (@portal/shared/api/...) and pass it to the kit's piece as props.`,
      );
    }
  }

  if (from.workspace.startsWith('mfe-') && !from.isTest) {
    if (REMOTE_FORBIDDEN.some((pattern) => pattern.test(source))) {
      return report(
        `${source}: a remote reads and writes data only through @portal/shared's hooks.`,
      );
    }
    if (from.isPage && PAGE_FORBIDDEN.some((pattern) => pattern.test(source))) {
      return report(`${source}: a page composes features; the fetching belongs in a feature.`);
    }
  }
  if (!source.startsWith('.')) return;
  const target = path.resolve(path.dirname(context.filename), source);
  const to = locate(target);
  const sharedModule = path
    .relative(path.join(ROOT, 'shared', 'src'), target)
    .split(path.sep)
    .join('/');
  if (from.workspace === 'shared' && !from.isTest && SHARED_KERNEL.includes(sharedModule)) {
    return report(
      `${source}: import '@portal/shared/${sharedModule}' so every remote shares the page's one instance.`,
    );
  }
  if (
    to.workspace !== from.workspace &&
    (from.workspace === 'shared' || from.workspace.startsWith('mfe-'))
  ) {
    return report(`${source}: ${from.workspace} may not import from ${to.workspace}.`);
  }
  if (from.feature && to.feature && from.feature !== to.feature) {
    return report(
      `${source}: the feature "${from.feature}" may not import the feature "${to.feature}". What both show goes to the UI kit as a piece that takes props (@portal/shared/ui/...), the data both read to a data hook (@portal/shared/api/...), and a whole feature to the one remote that owns it.`,
    );
  }
}

const rule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const visit = (node) => check(context, node);
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: visit,
    };
  },
};

module.exports = { rules: { 'import-boundaries': rule } };
