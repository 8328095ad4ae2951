/** Groups an integer the Bangladeshi way: the last three digits, then groups of two (12,34,567). */
function groupBangladeshi(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${tail}`;
}

/** A whole count (followers) grouped the Bangladeshi way: 1234567 -> '12,34,567'. */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const whole = Math.trunc(Math.abs(value)).toString();
  return `${value < 0 ? '-' : ''}${groupBangladeshi(whole)}`;
}

export interface FormatTakaOptions {
  /** Leaves out '.00' on a whole amount, as a price list does ('৳9,900'). */
  wholeTaka?: boolean;
}

/**
 * Formats an amount of taka (a number or the API's "1234567.00" string) as '৳12,34,567.00'.
 * Text that is not a number is shown as '—' rather than a made-up amount.
 */
export function formatTaka(value: string | number, options: FormatTakaOptions = {}): string {
  const amount = typeof value === 'number' ? value : Number(value.trim());
  if ((typeof value === 'string' && value.trim() === '') || !Number.isFinite(amount)) return '—';
  const [whole = '0', fraction = '00'] = Math.abs(amount).toFixed(2).split('.');
  const sign = amount < 0 && Math.abs(amount) >= 0.005 ? '-' : '';
  const cents = options.wholeTaka && fraction === '00' ? '' : `.${fraction}`;
  return `${sign}৳${groupBangladeshi(whole)}${cents}`;
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
