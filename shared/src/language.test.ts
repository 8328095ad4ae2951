/** @jest-environment node */
import { formatTaka } from './money';
import { digitsFor, pageLanguage } from './language';

test('outside a browser (the API, a script) the language is English', () => {
  expect(typeof document).toBe('undefined');
  expect(pageLanguage()).toBe('en');
  expect(formatTaka(1500)).toBe('৳1,500.00');
});

test('Bangla writes Latin digits as Bengali ones; English leaves them', () => {
  expect(digitsFor('bn', '-৳12,34,567.50')).toBe('-৳১২,৩৪,৫৬৭.৫০');
  expect(digitsFor('en', '-৳12,34,567.50')).toBe('-৳12,34,567.50');
});
