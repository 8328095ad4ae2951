import fc from 'fast-check';
import {
  afterFeeAtPercent,
  feeAtPercent,
  feeOnPart,
  formatCount,
  formatTaka,
  fromPaisa,
  toPaisa,
} from './money';

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

describe('in Bangla: Bengali digits, lakh grouping, ৳ before the number', () => {
  test.each<[string | number, string]>([
    ['1234567.50', '৳১২,৩৪,৫৬৭.৫০'],
    [1234567, '৳১২,৩৪,৫৬৭.০০'],
    ['99999999.99', '৳৯,৯৯,৯৯,৯৯৯.৯৯'],
    [1e21, '৳১,০০,০০,০০,০০,০০,০০,০০,০০,০০,০০০.০০'],
    [0, '৳০.০০'],
    ['-2500', '-৳২,৫০০.০০'],
  ])('formatTaka(%p) is %s', (value, expected) => {
    expect(formatTaka(value, { language: 'bn' })).toBe(expected);
  });

  test('a price list leaves out .০০', () => {
    expect(formatTaka(9900, { wholeTaka: true, language: 'bn' })).toBe('৳৯,৯০০');
    expect(formatTaka('99.50', { wholeTaka: true, language: 'bn' })).toBe('৳৯৯.৫০');
  });

  test.each(['', 'abc', Number.NaN])('formatTaka(%p) does not invent an amount', (value) => {
    expect(formatTaka(value, { language: 'bn' })).toBe('—');
  });

  test.each<[number, string]>([
    [1234567, '১২,৩৪,৫৬৭'],
    [999, '৯৯৯'],
    [0, '০'],
    [2_000_000_000, '২,০০,০০,০০,০০০'],
    [-1500, '-১,৫০০'],
    [Number.POSITIVE_INFINITY, '—'],
  ])('formatCount(%p) is %s', (value, expected) => {
    expect(formatCount(value, { language: 'bn' })).toBe(expected);
  });
});

test('a huge count is written out in digits, never as 1e+21', () => {
  expect(formatCount(1e21)).toBe('1,00,00,00,00,00,00,00,00,00,000');
  expect(formatTaka(1e21, { wholeTaka: true })).toBe('৳1,00,00,00,00,00,00,00,00,00,000');
});

describe('followers in compact form: lakh and crore from one lakh up', () => {
  test.each<[number, string, string]>([
    [25_000, '25,000', '২৫,০০০'],
    [99_999, '99,999', '৯৯,৯৯৯'],
    [100_000, '1 lakh', '১ লাখ'],
    [1_200_000, '12 lakh', '১২ লাখ'],
    [1_234_567, '12.3 lakh', '১২.৩ লাখ'],
    [9_996_000, '1 crore', '১ কোটি'],
    [15_000_000, '1.5 crore', '১.৫ কোটি'],
    [2_000_000_000, '200 crore', '২০০ কোটি'],
    [123_456_789_000, '12,345.7 crore', '১২,৩৪৫.৭ কোটি'],
    [Number.NaN, '—', '—'],
  ])('formatCount(%p, { compact: true }) is %s, in Bangla %s', (value, english, bangla) => {
    expect(formatCount(value, { compact: true, language: 'en' })).toBe(english);
    expect(formatCount(value, { compact: true, language: 'bn' })).toBe(bangla);
  });
});

describe("without a language, the page's language (<html lang>)", () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  test.each(['bn', 'bn-BD', 'BN'])('lang="%s" shows Bangla', (lang) => {
    document.documentElement.lang = lang;
    expect(formatTaka('1500.5')).toBe('৳১,৫০০.৫০');
    expect(formatCount(25000)).toBe('২৫,০০০');
  });

  test.each(['en', 'en-GB', ''])('lang="%s" shows English', (lang) => {
    document.documentElement.lang = lang;
    expect(formatTaka('1500.5')).toBe('৳1,500.50');
    expect(formatCount(25000)).toBe('25,000');
  });

  test('a language given wins over the page', () => {
    document.documentElement.lang = 'bn';
    expect(formatTaka(100, { language: 'en' })).toBe('৳100.00');
  });
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

describe('fromPaisa', () => {
  it('writes two decimals and a sign', () => {
    expect(fromPaisa(150005n)).toBe('1500.05');
    expect(fromPaisa(7n)).toBe('0.07');
    expect(fromPaisa(-2000n)).toBe('-20.00');
    expect(fromPaisa(toPaisa('99999999.99'))).toBe('99999999.99');
  });
});

describe('feeOnPart', () => {
  it('takes the recorded fee in proportion, half up, and exactly the fee on the whole', () => {
    expect(feeOnPart('1000.00', '1000.00', '75.00')).toBe('75.00');
    expect(feeOnPart('500.00', '1000.00', '75.00')).toBe('37.50');
    // 333.33 x 75 / 1000 = 24.99975 -> 25.00
    expect(feeOnPart('333.33', '1000.00', '75.00')).toBe('25.00');
    // 0.01 x 30.86 / 1234.57 = 0.00025 -> 0.00
    expect(feeOnPart('0.01', '1234.57', '30.86')).toBe('0.00');
    expect(feeOnPart('1234.57', '1234.57', '30.86')).toBe('30.86');
    expect(feeOnPart('600.00', '1000.00', '0.00')).toBe('0.00');
  });
});

describe('feeAtPercent and afterFeeAtPercent: the fee a payment records and what is left', () => {
  test.each<[string, number, string, string]>([
    ['1000.00', 10, '100.00', '900.00'],
    ['1234.57', 2.5, '30.86', '1203.71'],
    ['0.05', 10, '0.01', '0.04'],
    ['500.00', 0, '0.00', '500.00'],
    ['500.00', 100, '500.00', '0.00'],
    // Exactly half a paisa: the platform gets the odd paisa.
    ['0.01', 50, '0.01', '0.00'],
    ['0.03', 50, '0.02', '0.01'],
    ['1.00', 0.5, '0.01', '0.99'],
    ['1.00', 0.4999, '0.00', '1.00'],
    ['99999999.99', 12.3456, '12345600.00', '87654399.99'],
  ])('%s at %p%%: fee %s, %s left', (amount, percent, fee, left) => {
    expect(feeAtPercent(amount, percent)).toBe(fee);
    expect(afterFeeAtPercent(amount, percent)).toBe(left);
  });
});

test('feeAtPercent is the percent of the amount to the nearest paisa, an exact half up', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 1n, max: 99_999_999_99n }),
      // The percent in ten-thousandths, as PLATFORM_FEE_PERCENT is read (at most four decimals).
      fc.integer({ min: 0, max: 100_0000 }),
      (paisa, tenThousandths) => {
        const fee = toPaisa(feeAtPercent(fromPaisa(paisa), tenThousandths / 10_000));
        // fee - paisa * percent / 100, in millionths of a paisa times two: in (-1/2, 1/2] paisa.
        const twiceError = 2n * fee * 1_000_000n - 2n * paisa * BigInt(tenThousandths);
        expect(twiceError > -1_000_000n && twiceError <= 1_000_000n).toBe(true);
        expect(toPaisa(afterFeeAtPercent(fromPaisa(paisa), tenThousandths / 10_000))).toBe(
          paisa - fee,
        );
      },
    ),
    { numRuns: 2000 },
  );
});
