/**
 * Writes the small cut of Noto Sans Bengali that English pages download
 * (shared/src/ui/fonts/noto-sans-bengali-switch-{400,700}.woff2): only the glyphs of ৳ and of
 * বাংলা (the language switch's name for Bangla), about 1.1 KB a weight instead of the whole
 * font's 45 KB. Cut from @fontsource/noto-sans-bengali's Bengali files by subset-font (HarfBuzz's
 * hb-subset built to WebAssembly, so it runs the same on every machine). The files are committed;
 * run this again after upgrading @fontsource/noto-sans-bengali or changing CHARACTERS, and keep
 * the unicode-range of their @font-face rules in shared/src/ui/global.css the same characters.
 *
 *   node scripts/subset-bengali-font.mjs
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** The Bengali characters an English page shows: the taka sign and the letters of বাংলা. */
export const CHARACTERS = '৳বাংলা';
/** The weights the portal draws Bengali in (600 and 800 use the 700 file). */
const WEIGHTS = [400, 700];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

for (const weight of WEIGHTS) {
  const source = require.resolve(
    `@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`,
  );
  const subset = await subsetFont(await readFile(source), CHARACTERS, { targetFormat: 'woff2' });
  const target = path.join(
    root,
    'shared',
    'src',
    'ui',
    'fonts',
    `noto-sans-bengali-switch-${weight}.woff2`,
  );
  await writeFile(target, subset);
  console.log(`${path.relative(root, target)}: ${subset.length} bytes`);
}
