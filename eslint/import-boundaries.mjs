/**
 * Imports flow one way (README "Front-end conventions"):
 * - a remote never imports another remote or the shell, and shared imports no workspace;
 * - a feature (`mfe-x/src/features/<name>/`) never imports another feature;
 * - a page (`mfe-x/src/pages/`) composes features and fetches nothing itself;
 * - no remote talks to axios or the API client directly: data goes through shared's hooks.
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

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
const REMOTE_FORBIDDEN = [/^axios$/, /^@portal\/shared\/api-client$/];

function check(context, node) {
  const source = node.source?.value;
  if (typeof source !== 'string') return;
  const from = locate(context.filename);
  const report = (message) => context.report({ node: node.source, message });

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
  const to = locate(path.resolve(path.dirname(context.filename), source));
  if (
    to.workspace !== from.workspace &&
    (from.workspace === 'shared' || from.workspace.startsWith('mfe-'))
  ) {
    return report(`${source}: ${from.workspace} may not import from ${to.workspace}.`);
  }
  if (from.feature && to.feature && from.feature !== to.feature) {
    return report(
      `${source}: the feature "${from.feature}" may not import the feature "${to.feature}"; move what both need to @portal/shared.`,
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

export default { rules: { 'import-boundaries': rule } };
