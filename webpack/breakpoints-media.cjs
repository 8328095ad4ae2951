/**
 * The stylesheets' breakpoints come from shared/src/ui/breakpoints.json, the file the JavaScript
 * reads too (shared/src/ui/breakpoints.ts, useIsPhone): a stylesheet writes a custom media query
 * such as `@media (--phone)` and this PostCSS plugin writes it out as `(max-width: 640px)` at build
 * time. An unknown name fails the build.
 */
const breakpoints = require('../shared/src/ui/breakpoints.json');

const kebab = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const WIDTHS = new Map(Object.entries(breakpoints).map(([name, px]) => [kebab(name), px]));

function breakpointMedia() {
  return {
    postcssPlugin: 'portal-breakpoints',
    AtRule: {
      media(atRule) {
        atRule.params = atRule.params.replace(/\(--([a-z-]+)\)/g, (_match, name) => {
          const px = WIDTHS.get(name);
          if (px === undefined) {
            throw atRule.error(
              `Unknown breakpoint --${name}; breakpoints.json has --${[...WIDTHS.keys()].join(', --')}`,
            );
          }
          return `(max-width: ${px}px)`;
        });
      },
    },
  };
}
breakpointMedia.postcss = true;

module.exports = { breakpointMedia };
