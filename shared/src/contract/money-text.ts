import { latinDigits } from './digits';

/** The largest amount the portal takes, in whole taka digits: 99,999,999.99 (see docs/money.md). */
const MAX_WHOLE_DIGITS = 8;
/**
 * Longer than any amount written out ('৳ 99,99,99,999.99 টাকা' is 22): a longer text is no
 * amount, and the patterns below never work through a long one.
 */
const MAX_TEXT_LENGTH = 40;

/**
 * What may stand before or after an amount: the taka sign as the portal shows it (৳), or the
 * ways people write it out: Tk, Tk. (any case) and টাকা.
 */
const CURRENCY = String.raw`(?:৳|[Tt][Kk]\.?|টাকা)`;

/**
 * The number itself: plain digits (1500, 1500.50), or grouped by commas the western way
 * (1,500,000.50: threes) or the Bangladeshi way (15,00,000: the last three, then twos), a grouped
 * number never starting with 0; then at most two decimals.
 */
const NUMBER = String.raw`(\d+|[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d?(?:,\d{2})*,\d{3})(?:\.(\d{1,2}))?`;

const LEADING_CURRENCY = new RegExp(String.raw`^${CURRENCY}\s*(.*)$`, 'su');
const TRAILING_CURRENCY = new RegExp(String.raw`^(.*?)\s*${CURRENCY}$`, 'su');
const MONEY_NUMBER = new RegExp(`^${NUMBER}$`);

/** Why a text is not an amount: not written as one, or nothing (0). */
export type MoneyTextRefusal = 'malformed' | 'zero';

/**
 * The one reading of an amount of taka a person typed, in every form and in the API: Latin or
 * Bengali digits; spaces around it; the taka sign (৳, Tk or টাকা) before or after it, once;
 * grouping commas the western (15,000, 1,500,000.50) or the Bangladeshi way (15,00,000), as the
 * portal shows amounts; at most two decimals; more than 0 and at most 99,999,999.99. Anything
 * else (1,00 or 1,0,0, a sign, spaces inside, two taka signs) is refused. Answers the amount as
 * the API stores it, two decimals and no grouping ("1500000.50").
 */
export function readMoneyText(text: string): { amount: string } | { refused: MoneyTextRefusal } {
  const written = latinDigits(text).trim();
  if (written.length > MAX_TEXT_LENGTH) return { refused: 'malformed' };
  const number =
    LEADING_CURRENCY.exec(written)?.[1] ?? TRAILING_CURRENCY.exec(written)?.[1] ?? written;
  const match = MONEY_NUMBER.exec(number);
  if (match === null) return { refused: 'malformed' };
  const [, grouped = '', fraction = ''] = match;
  const whole = BigInt(grouped.replaceAll(',', '')).toString();
  if (whole.length > MAX_WHOLE_DIGITS) return { refused: 'malformed' };
  const amount = `${whole}.${fraction.padEnd(2, '0')}`;
  return amount === '0.00' ? { refused: 'zero' } : { amount };
}
