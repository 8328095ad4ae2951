import fc from 'fast-check';
import { moneyInputSchema, MONEY_MALFORMED, MONEY_NOT_POSITIVE } from './common';
import { bengaliDigits } from './digits';
import { readMoneyText } from './money-text';
import { normaliseTransactionId, transactionIdSchema } from './payments';
import { decideWithdrawalRequestSchema } from './withdrawals';
import { fromPaisa } from '../money';

const amountOf = (text: string) => {
  const read = readMoneyText(text);
  return 'amount' in read ? read.amount : read.refused;
};

describe('readMoneyText', () => {
  it.each([
    ['1500', '1500.00'],
    ['1500.5', '1500.50'],
    ['0.01', '0.01'],
    [' 1', '1.00'],
    ['1000.00 ', '1000.00'],
    ['\t 15000 \n', '15000.00'],
    ['15,000', '15000.00'],
    ['1,500,000.50', '1500000.50'],
    ['15,00,000', '1500000.00'],
    ['12,34,567.89', '1234567.89'],
    ['9,99,99,999.99', '99999999.99'],
    ['99,999,999.99', '99999999.99'],
    ['1,000', '1000.00'],
    ['৳15,000', '15000.00'],
    ['৳ 15,000.50', '15000.50'],
    ['15,000৳', '15000.00'],
    ['Tk 500', '500.00'],
    ['tk. 500', '500.00'],
    ['500 TK', '500.00'],
    ['৫০০ টাকা', '500.00'],
    ['১৫,০০০', '15000.00'],
    ['৳১৫,০০,০০০.৫০', '1500000.50'],
    ['1৫,০00', '15000.00'],
    ['007', '7.00'],
  ])('reads %j as %s', (text, amount) => {
    expect(amountOf(text)).toBe(amount);
  });

  it.each([
    '',
    '   ',
    '৳',
    'abc',
    '1,00',
    '1,0,0',
    '10,00',
    '1,000,00',
    '1,234,56,789',
    ',100',
    '100,',
    '0,500',
    '1 500',
    '1.234',
    '1500.',
    '.5',
    '-5',
    '+5',
    '1e3',
    '0x10',
    '৳৳5',
    '৳5৳',
    '৳ 5 Tk',
    'BDT 5',
    '$5',
    '100,000,000',
    '999999999',
    '1,00,00,00,000',
    'Infinity',
    'NaN',
  ])('refuses %j as malformed', (text) => {
    expect(amountOf(text)).toBe('malformed');
  });

  it('refuses a long text without working through it', () => {
    const started = performance.now();
    expect(amountOf(`1${' '.repeat(100_000)}x`)).toBe('malformed');
    expect(amountOf(`৳${'1'.repeat(100_000)}`)).toBe('malformed');
    expect(performance.now() - started).toBeLessThan(50);
  });

  it.each(['0', '0.00', '৳0', '০.০০', '000'])('refuses %j as nothing', (text) => {
    expect(amountOf(text)).toBe('zero');
  });

  /** An amount of taka in paisa, from 0.01 to 99,999,999.99. */
  const paisa = fc.bigInt({ min: 1n, max: 9_999_999_999n });

  /** The whole taka of `amount` grouped by threes (western) or the Bangladeshi way. */
  function grouped(whole: string, style: 'western' | 'lakh'): string {
    if (style === 'western') return whole.replace(/\B(?=(\d{3})+$)/g, ',');
    if (whole.length <= 3) return whole;
    return `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  }

  it('reads every amount however the portal or a person writes it, to the same amount', () => {
    fc.assert(
      fc.property(
        paisa,
        fc.constantFrom('western', 'lakh', 'none'),
        fc.boolean(),
        fc.constantFrom('', '৳', '৳ ', 'Tk ', 'tk. '),
        fc.constantFrom('', ' ৳', '৳', ' টাকা', ' TK'),
        fc.constantFrom('', ' ', '  \t'),
        (value, style, bangla, before, after, spaces) => {
          const amount = fromPaisa(value);
          const [whole = '', fraction = ''] = amount.split('.');
          const number = `${style === 'none' ? whole : grouped(whole, style)}.${fraction}`;
          const sign = before !== '' ? [before, ''] : [before, after];
          const text = `${spaces}${sign[0]}${number}${sign[1]}${spaces}`;
          expect(amountOf(bangla ? bengaliDigits(text) : text)).toBe(amount);
        },
      ),
    );
  });

  it('refuses any comma out of its place', () => {
    fc.assert(
      fc.property(paisa, fc.nat(), (value, at) => {
        const [whole = ''] = fromPaisa(value).split('.');
        const position = (at % whole.length) + 1;
        const text = `${whole.slice(0, position)},${whole.slice(position)}`;
        const last = whole.length - position;
        // A single comma is in its place only before the last three digits, after one to three.
        const placed = last === 3 && position <= 3 && whole[0] !== '0';
        expect(amountOf(text)).toBe(placed ? `${whole}.00` : 'malformed');
      }),
    );
  });
});

describe('moneyInputSchema, in every form and the API', () => {
  const messagesOf = (value: unknown) =>
    moneyInputSchema.safeParse(value).error?.issues.map((issue) => issue.message);

  it('takes the text as readMoneyText reads it, and numbers', () => {
    expect(moneyInputSchema.parse('৳15,000')).toBe('15000.00');
    expect(moneyInputSchema.parse(' 15,00,000.5 ')).toBe('1500000.50');
    expect(moneyInputSchema.parse(1500.5)).toBe('1500.50');
    expect(moneyInputSchema.parse(99_999_999.99)).toBe('99999999.99');
  });

  it("refuses with the field's sentences", () => {
    expect(messagesOf('1,00')).toEqual([MONEY_MALFORMED]);
    expect(messagesOf('1,0,0')).toEqual([MONEY_MALFORMED]);
    expect(messagesOf(100_000_000)).toEqual([MONEY_MALFORMED]);
    expect(messagesOf(0.001)).toEqual([MONEY_MALFORMED]);
    expect(messagesOf(-1)).toEqual([MONEY_MALFORMED]);
    expect(messagesOf('৳0')).toEqual([MONEY_NOT_POSITIVE]);
    expect(messagesOf(0)).toEqual([MONEY_NOT_POSITIVE]);
    expect(messagesOf(null)).toBeDefined();
  });
});

describe('transaction IDs', () => {
  it.each([
    [' 9AB 3CD 4EF5 ', '9AB3CD4EF5'],
    ['9ab-3cd-4ef5', '9AB3CD4EF5'],
    ['9AB–3CD—4EF5', '9AB3CD4EF5'],
    ['bk ৯৮৭৬ ৫৪৩২', 'BK98765432'],
    ['\tTXN12345678\n', 'TXN12345678'],
  ])('normalises %j to %s', (pasted, id) => {
    expect(normaliseTransactionId(pasted)).toBe(id);
    expect(transactionIdSchema.parse(pasted)).toBe(id);
  });

  it('refuses what is not 8-20 letters and digits once normalised, and asks for a missing one', () => {
    const messageOf = (text: string) =>
      transactionIdSchema.safeParse(text).error?.issues[0]?.message;
    expect(messageOf(' - ')).toBe('Please enter a transaction ID.');
    expect(messageOf('9AB 3CD')).toBe('A transaction ID is 8-20 letters and digits.');
    expect(messageOf('9AB3CD4EF5#')).toBe('A transaction ID is 8-20 letters and digits.');
    expect(messageOf('x'.repeat(21))).toBe('A transaction ID is 8-20 letters and digits.');
  });

  it("is the admin's payout reference too", () => {
    expect(
      decideWithdrawalRequestSchema.parse({ status: 'approved', transaction_id: ' 9AB 3CD 4EF5 ' }),
    ).toEqual({ status: 'approved', transaction_id: '9AB3CD4EF5' });
  });
});
