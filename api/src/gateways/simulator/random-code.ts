import { randomBytes } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `length` random capitals and digits. */
export function randomCode(length: number): string {
  return [...randomBytes(length)].map((byte) => ALPHANUMERIC[byte % 36]).join('');
}

/** `length` random capitals and digits that `inUse` does not know: a transaction ID not given yet. */
export function unusedRandomCode(length: number, inUse: (code: string) => boolean): string {
  let code: string;
  do code = randomCode(length);
  while (inUse(code));
  return code;
}
