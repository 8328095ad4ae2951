/**
 * Characters nobody sees: zero-width spaces and joiners, the byte-order mark, soft hyphens,
 * bidirectional controls (U+200E/F, U+202A-E, U+2066-9, U+061C), variation selectors, Hangul
 * fillers: Unicode's Default_Ignorable_Code_Point. Braille blank (U+2800) renders as nothing too.
 */
const IGNORABLE = String.raw`\p{Default_Ignorable_Code_Point}\u2800`;

const INVISIBLE_ONLY = new RegExp(String.raw`^[\s\p{Cc}${IGNORABLE}]*$`, 'u');

/** True when the text shows nothing: only whitespace, control and invisible characters, or none. */
export function isBlank(text: string): boolean {
  return INVISIBLE_ONLY.test(text);
}

/**
 * The invisible characters that do visible work, allowed where they do it: a zero-width joiner or
 * non-joiner between Bangla letters (র‍্য) or inside an emoji sequence (👩‍💻), and a variation
 * selector right after a visible character (❤️).
 */
const SHAPING = new RegExp(
  String.raw`(?<=[\p{Script=Bengali}\p{Extended_Pictographic}\p{Emoji_Modifier}])\uFE0F?[\u200C\u200D](?=[\p{Script=Bengali}\p{Extended_Pictographic}])` +
    String.raw`|(?<=[^\s${IGNORABLE}])[\uFE0E\uFE0F]`,
  'gu',
);
const HIDDEN = new RegExp(`[${IGNORABLE}]`, 'u');
const HIDDEN_ALL = new RegExp(`[${IGNORABLE}]`, 'gu');

/**
 * True when a name or title holds an invisible or text-direction character that could make it
 * read as something it is not ('admin\u200b', a right-to-left override reversing its end).
 */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN.test(text.replace(SHAPING, ''));
}

/** Removes every invisible character (for comparing what a text reads as). */
export function withoutInvisible(text: string): string {
  return text.replace(HIDDEN_ALL, '');
}
