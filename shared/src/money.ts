import { digitsFor, type Language, pageLanguage } from './language';

/** The digits of a whole number, never in exponent notation (1e21 -> '1000000000000000000000'). */
function wholeDigits(value: number): string {
  return BigInt(Math.trunc(value)).toString();
}

/** Groups an integer the Bangladeshi way: the last three digits, then groups of two (12,34,567). */
function groupBangladeshi(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${tail}`;
}

const LAKH = 100_000;
const CRORE = 10_000_000;
const UNIT_NAMES: Record<Language, { lakh: string; crore: string }> = {
  en: { lakh: 'lakh', crore: 'crore' },
  bn: { lakh: 'লাখ', crore: 'কোটি' },
};

/**
 * A count of at least one lakh in lakh or crore, to one decimal when it has one ('12 lakh',
 * '1.5 crore'); rounding may carry it into the next unit (99,96,000 is '1 crore', not '100 lakh').
 */
function inLakhOrCrore(count: number, language: Language): string {
  const unit = Math.round(count / (CRORE / 10)) >= 10 ? 'crore' : 'lakh';
  const tenths = Math.round(count / ((unit === 'crore' ? CRORE : LAKH) / 10));
  const decimal = tenths % 10 === 0 ? '' : `.${tenths % 10}`;
  return `${groupBangladeshi(wholeDigits(tenths / 10))}${decimal} ${UNIT_NAMES[language][unit]}`;
}

export interface FormatCountOptions {
  /** From one lakh up, the count in lakh or crore ('12 lakh', '১.৫ কোটি'), as followers are told. */
  compact?: boolean;
  /** The page's language (`<html lang>`) unless given. */
  language?: Language;
}

/**
 * A whole count (followers) grouped the Bangladeshi way: 1234567 -> '12,34,567', in Bangla
 * '১২,৩৪,৫৬৭'. What is not a number is shown as '—'.
 */
export function formatCount(value: number, options: FormatCountOptions = {}): string {
  if (!Number.isFinite(value)) return '—';
  const { compact = false, language = pageLanguage() } = options;
  const count = Math.abs(value);
  const sign = value <= -1 ? '-' : '';
  const text =
    compact && count >= LAKH
      ? inLakhOrCrore(count, language)
      : groupBangladeshi(wholeDigits(count));
  return digitsFor(language, `${sign}${text}`);
}

export interface FormatTakaOptions {
  /** Leaves out '.00' on a whole amount, as a price list does ('৳9,900'). */
  wholeTaka?: boolean;
  /** The page's language (`<html lang>`) unless given. */
  language?: Language;
}

/**
 * Formats an amount of taka (a number or the API's "1234567.00" string) as '৳12,34,567.00', in
 * Bangla '৳১২,৩৪,৫৬৭.০০'. Text that is not a number is shown as '—' rather than a made-up amount.
 */
export function formatTaka(value: string | number, options: FormatTakaOptions = {}): string {
  const amount = typeof value === 'number' ? value : Number(value.trim());
  if ((typeof value === 'string' && value.trim() === '') || !Number.isFinite(amount)) return '—';
  const { wholeTaka = false, language = pageLanguage() } = options;
  const size = Math.abs(amount);
  // toFixed writes 1e21 and more in exponent notation.
  const fixed = size < 1e21 ? size.toFixed(2) : `${wholeDigits(size)}.00`;
  const [whole = '0', fraction = '00'] = fixed.split('.');
  const sign = amount < 0 && size >= 0.005 ? '-' : '';
  const cents = wholeTaka && fraction === '00' ? '' : `.${fraction}`;
  return digitsFor(language, `${sign}৳${groupBangladeshi(whole)}${cents}`);
}

/**
 * A two-decimal amount of taka ("1500.5", "1500.50", "-20.00", as the contract and the database
 * write it) as whole paisa in BigInt, to compare and add amounts exactly, never as floating-point
 * taka.
 */
export function toPaisa(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (match === null) throw new Error(`not a money amount: "${amount}"`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const paisa = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -paisa : paisa;
}

/** Whole paisa back to the two-decimal string the contract and the database write ("1500.05"). */
export function fromPaisa(paisa: bigint): string {
  const sign = paisa < 0n ? '-' : '';
  const size = paisa < 0n ? -paisa : paisa;
  return `${sign}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
}

/**
 * The platform's fee on part of a payment: the fee recorded on the whole `amount`, in proportion
 * to `part`, rounded half up to the paisa. The whole amount carries exactly the recorded fee.
 */
export function feeOnPart(part: string, amount: string, fee: string): string {
  const whole = toPaisa(amount);
  if (whole <= 0n) return '0.00';
  return fromPaisa((toPaisa(part) * toPaisa(fee) * 2n + whole) / (2n * whole));
}

/**
 * The platform's fee: PLATFORM_FEE_PERCENT (at most four decimals) of `amount`, to the nearest
 * paisa, an exact half paisa up, so the odd paisa goes to the platform. The one rule a payment
 * records and the portal shows (see docs/money.md).
 */
export function feeAtPercent(amount: string, percent: number): string {
  const millionths = BigInt(Math.round(percent * 10_000));
  return fromPaisa((toPaisa(amount) * millionths * 2n + 1_000_000n) / 2_000_000n);
}

/** What the influencer receives of `amount` once the platform takes `fee` of it. */
export function afterFee(amount: string, fee: string): string {
  return fromPaisa(toPaisa(amount) - toPaisa(fee));
}

/** What the influencer receives of `amount` once the platform takes its fee at `percent`. */
export function afterFeeAtPercent(amount: string, percent: number): string {
  return afterFee(amount, feeAtPercent(amount, percent));
}
