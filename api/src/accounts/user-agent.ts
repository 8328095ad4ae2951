/** The browser and the system a User-Agent names, as the sessions list shows them. */
export interface Device {
  browser: string | null;
  os: string | null;
}

/**
 * Browsers in the order they must be tested: each one's User-Agent also names those after it
 * (Edge, Opera and Samsung Internet say "Chrome", Chrome says "Safari").
 */
const BROWSERS: [string, RegExp][] = [
  ['Edge', /\bEdgA?\/|\bEdgiOS\//],
  ['Opera', /\bOPR\/|\bOPT\/|\bOpera\b/],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\bFirefox\/|\bFxiOS\//],
  ['Chrome', /\b(?:Headless)?Chrome\/|\bCriOS\/|\bCrMo\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

/** Systems likewise: Android's User-Agent says "Linux", an iPad's says "Mac OS X". */
const SYSTEMS: [string, RegExp][] = [
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMacintosh\b|\bMac OS X\b/],
  ['Linux', /\bLinux\b/],
];

function firstMatch(candidates: [string, RegExp][], userAgent: string): string | null {
  return candidates.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
}

/** The browser and system of a User-Agent header; null for what it does not name (or none). */
export function deviceOf(userAgent: string | null): Device {
  if (userAgent === null) return { browser: null, os: null };
  return { browser: firstMatch(BROWSERS, userAgent), os: firstMatch(SYSTEMS, userAgent) };
}
