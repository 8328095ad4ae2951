/**
 * The shell page's one script tag: `paint-first.<hash>.js`, built from shell/src/paint-first.ts,
 * which starts the shell's entry and preloads once the server's first view is painted (see
 * docs/rendering.md, "Paint first"). The entry's own `<script>` becomes the `<meta
 * name="portal-entry">` it reads.
 *
 * Not a webpack entry: Module Federation puts its runtime (about 100 KB) into every entry chunk,
 * and this script must be the smallest thing the page runs. It is compiled and minified by SWC
 * (the minifier of the builds) inside an arrow function of its own, so nothing of it is global.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');
const { metaTag } = require('./preload-plan.cjs');

/** The `<meta>` naming the entry script that runs the page. */
const ENTRY_META = 'portal-entry';

function compile(source) {
  const { code } = swc.transformSync(`(() => {\n${source}\n})();`, {
    filename: 'paint-first.ts',
    isModule: false,
    minify: true,
    jsc: {
      parser: { syntax: 'typescript' },
      target: 'es2020',
      minify: { compress: { passes: 2 }, mangle: true },
    },
  });
  return code;
}

class PaintFirstPlugin {
  /** @param {{ HtmlWebpackPlugin: any, source: string, publicPath: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { HtmlWebpackPlugin, source, publicPath } = this.options;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PaintFirstPlugin', (compilation) => {
      let file = null;
      // Emitted with the other additional files, before the service worker lists what it keeps.
      compilation.hooks.processAssets.tap(
        { name: 'PaintFirstPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(source);
          const code = compile(fs.readFileSync(source, 'utf8'));
          const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 10);
          file = `${path.basename(source, '.ts')}.${hash}.js`;
          compilation.emitAsset(file, new sources.RawSource(code));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PaintFirstPlugin',
        (data) => {
          if (file === null) throw new Error('paint-first.js was not built before index.html');
          const entries = data.bodyTags.filter((tag) => tag.tagName === 'script');
          data.headTags.push(
            metaTag(
              'PaintFirstPlugin',
              ENTRY_META,
              entries.map((tag) => tag.attributes.src),
            ),
          );
          data.bodyTags = [
            ...data.bodyTags.filter((tag) => tag.tagName !== 'script'),
            {
              tagName: 'script',
              voidTag: false,
              meta: { plugin: 'PaintFirstPlugin' },
              attributes: { defer: true, src: `${publicPath}${file}`, fetchpriority: 'high' },
            },
          ];
          return data;
        },
      );
    });
  }
}

module.exports = { PaintFirstPlugin };
