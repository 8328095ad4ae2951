/**
 * Exact money arithmetic for the API: amounts are two-decimal strings ("1500.00"), compared and
 * converted as whole paisa in BigInt, never as floating-point taka.
 */

/** "1500.5" or "1500.50" -> 150050n. Accepts what the database and the contract produce. */
export function toPaisa(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (match === null) throw new Error(`not a money amount: "${amount}"`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const paisa = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -paisa : paisa;
}

/** A configured amount in taka (e.g. MIN_WITHDRAWAL) as a two-decimal string. */
export function configuredTaka(taka: number): string {
  return taka.toFixed(2);
}
