import { formatCount, formatTaka, toPaisa } from './money';

test.each<[string | number, string]>([
  ['1234567.00', '৳12,34,567.00'],
  [1234567, '৳12,34,567.00'],
  ['99999999.99', '৳9,99,99,999.99'],
  ['1500.00', '৳1,500.00'],
  [100, '৳100.00'],
  ['0.5', '৳0.50'],
  [0, '৳0.00'],
  [12.345, '৳12.35'],
  ['-2500', '-৳2,500.00'],
  [' 42 ', '৳42.00'],
])('formatTaka(%p) is %s', (value, expected) => {
  expect(formatTaka(value)).toBe(expected);
});

test.each(['', 'abc', Number.NaN])('formatTaka(%p) does not invent an amount', (value) => {
  expect(formatTaka(value)).toBe('—');
});

test.each<[string | number, string]>([
  [9900, '৳9,900'],
  [0, '৳0'],
  ['1250000.00', '৳12,50,000'],
  ['99.50', '৳99.50'],
])('formatTaka(%p, { wholeTaka: true }) is %s', (value, expected) => {
  expect(formatTaka(value, { wholeTaka: true })).toBe(expected);
});

test.each<[number, string]>([
  [1234567, '12,34,567'],
  [25000, '25,000'],
  [999, '999'],
  [0, '0'],
  [2_000_000_000, '2,00,00,00,000'],
  [-1500, '-1,500'],
  [Number.NaN, '—'],
])('formatCount(%p) is %s', (value, expected) => {
  expect(formatCount(value)).toBe(expected);
});

test.each<[string, bigint]>([
  ['1500.00', 150000n],
  ['1500.5', 150050n],
  ['1500', 150000n],
  ['0.01', 1n],
  ['99999999.99', 9999999999n],
  ['-20.05', -2005n],
])('toPaisa(%p) is %p', (amount, paisa) => {
  expect(toPaisa(amount)).toBe(paisa);
});

test.each(['', '1,500.00', '12.345', '১৫০০', 'abc'])(
  'toPaisa(%p) refuses what is not an amount',
  (text) => {
    expect(() => toPaisa(text)).toThrow('not a money amount');
  },
);
