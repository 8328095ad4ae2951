import breakpoints from './breakpoints.json';

/**
 * The portal's breakpoints (max widths in px), from the one file the stylesheets use too: there a
 * custom media query such as `@media (--phone)` becomes `(max-width: 640px)` at build time
 * (webpack/breakpoints-media.cjs), so the JavaScript and the CSS switch layouts at the same width.
 */
export const BREAKPOINTS: Readonly<Record<keyof typeof breakpoints, number>> = breakpoints;

/** The media query of each breakpoint, for `window.matchMedia`. */
export function maxWidthQuery(name: keyof typeof breakpoints): string {
  return `(max-width: ${BREAKPOINTS[name]}px)`;
}
