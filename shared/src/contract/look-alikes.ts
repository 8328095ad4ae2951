/**
 * Characters that read as another: the one table behind the restricted-word check of messages
 * (which letters a dodge may write instead) and the username skeleton (which names read alike).
 */

/** Digits written for the letter they resemble ('p4ym3nt', 'adm1n'). */
export const DIGIT_LOOK_ALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
};

/**
 * Letters of other scripts, small capitals (which NFKC leaves as they are) and a few symbols that
 * read as the Latin letter they stand for. Matched case-insensitively, so 'М' (Greek capital mu)
 * is an 'm' and 'Υ' (capital upsilon) a 'y' as well as a 'u'.
 */
const OTHER_LOOK_ALIKES: Readonly<Record<string, string>> = {
  a: '\u0430\u03b1\u0251\u237a\u1d00@',
  b: '\u0432\u044c\u03b2\u0185\u0299',
  c: '\u0441\u03f2\u217d\u1d04',
  e: '\u0435\u0454\u03b5\u04bd\u1d07',
  k: '\u043a\u03ba\u049b\u1d0b',
  m: '\u043c\u03bc\u1d0d',
  n: '\u043f\u03b7\u03bd\u0578\u0274',
  o: '\u043e\u03bf\u03c3\u0585\u1d0f',
  p: '\u0440\u03c1\u01bf\u1d18',
  r: '\u0433\u0280',
  s: '\u0455\ua731$',
  t: '\u0442\u03c4\u1d1b',
  u: '\u03c5\u057d\u028b\u1d1c',
  y: '\u0443\u04af\u03b3\u03c5\u028f',
};

/** Every character that may stand for `letter`, itself first. */
export function lookAlikesOf(letter: string): string {
  const digits = Object.keys(DIGIT_LOOK_ALIKES).filter(
    (digit) => DIGIT_LOOK_ALIKES[digit] === letter,
  );
  return letter + (OTHER_LOOK_ALIKES[letter] ?? '') + digits.join('');
}

/**
 * The username skeleton, after Unicode TR39's: what a name reads as, so 'aarong_sty1e' and
 * 'aarong_style', 'adm1n' and 'Admin', 'b.kash' and 'bkash' share one. Usernames hold only ASCII
 * letters, digits, '_' and '.', so the table is small: lower case; '_' and '.' dropped; the digits
 * of DIGIT_LOOK_ALIKES read as their letter, and 'i' as 'l' (capital I, small l and 1 are one
 * stroke in many fonts, and case is ignored); then 'rn' reads as 'm' and 'vv' as 'w'.
 * The database keeps the same skeleton beside each username (api/src/db/schema.ts builds its
 * expression from these constants).
 */
export const SKELETON_LETTERS: Readonly<Record<string, string>> = { ...DIGIT_LOOK_ALIKES, i: 'l' };
export const SKELETON_DROPPED = '_.';
export const SKELETON_SEQUENCES: readonly (readonly [string, string])[] = [
  ['rn', 'm'],
  ['vv', 'w'],
];

export function usernameSkeleton(username: string): string {
  let skeleton = '';
  for (const character of username.toLowerCase()) {
    if (!SKELETON_DROPPED.includes(character)) skeleton += SKELETON_LETTERS[character] ?? character;
  }
  for (const [sequence, letter] of SKELETON_SEQUENCES) {
    skeleton = skeleton.replaceAll(sequence, letter);
  }
  return skeleton;
}

/** Names nobody may take, as they would speak for the platform or the wallets. */
export const RESERVED_USERNAMES = [
  'admin',
  'administrator',
  'support',
  'help',
  'helpdesk',
  'bkash',
  'nagad',
  'moderator',
  'staff',
  'official',
  'system',
  'root',
  'security',
] as const;

const RESERVED_SKELETONS = new Set<string>(RESERVED_USERNAMES.map(usernameSkeleton));

/**
 * True when the username reads as a reserved name: its skeleton is one ('Admin', 'adm1n',
 * 'b.kash'), also once digits, '_' and '.' at either end are set aside ('admin_1', 'bkash247',
 * '_support_'). A reserved word inside a longer name ('helpful_hana') is allowed.
 */
export function isReservedUsername(username: string): boolean {
  const core = username.replace(/^[\d_.]+|[\d_.]+$/g, '');
  return (
    RESERVED_SKELETONS.has(usernameSkeleton(username)) ||
    RESERVED_SKELETONS.has(usernameSkeleton(core))
  );
}
