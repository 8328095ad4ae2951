/**
 * Exact money arithmetic for the API: amounts are two-decimal strings ("1500.00"), compared and
 * converted as whole paisa in BigInt (`toPaisa` of `@portal/shared/money`), never as
 * floating-point taka.
 */

/** A configured amount in taka (e.g. MIN_WITHDRAWAL) as a two-decimal string. */
export function configuredTaka(taka: number): string {
  return taka.toFixed(2);
}
