/** Bengali digits, ০ to ৯, in the order of 0 to 9 (U+09E6 to U+09EF). */
const BENGALI_ZERO = 0x09e6;
const BENGALI_DIGIT = /[\u09E6-\u09EF]/g;
const LATIN_DIGIT = /[0-9]/g;

/**
 * The text with every Bengali digit written as its Latin twin ('৳১,৫০০.৫০' -> '৳1,500.50'), so an
 * amount, a phone number, a transaction ID or a count typed on a Bangla keyboard reads as the
 * same number; Latin digits and every other character stay as they are (mixed input is fine).
 */
export function latinDigits(text: string): string {
  return text.replace(BENGALI_DIGIT, (digit) =>
    String((digit.codePointAt(0) ?? BENGALI_ZERO) - BENGALI_ZERO),
  );
}

/**
 * The text with every Latin digit written as its Bengali twin ('৳12,34,567.50' ->
 * '৳১২,৩৪,৫৬৭.৫০'), as Bangla shows numbers: the other way of `latinDigits`; Bengali digits and
 * every other character stay as they are.
 */
export function bengaliDigits(text: string): string {
  return text.replace(LATIN_DIGIT, (digit) => String.fromCodePoint(BENGALI_ZERO + Number(digit)));
}

/** A whole number as typed (Latin or Bengali digits) for a schema's number rules; '' is no number. */
export function typedNumber(text: string): number {
  const trimmed = latinDigits(text.trim());
  return trimmed === '' ? Number.NaN : Number(trimmed);
}
