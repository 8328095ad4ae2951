import { moneyInputSchema, wholeNumberInputSchema } from './common';
import { latinDigits } from './digits';
import { transactionIdSchema } from './payments';
import { walletNumberSchema } from './withdrawals';
import * as z from './zod';

describe('latinDigits', () => {
  it('writes each Bengali digit as its Latin twin', () => {
    expect(latinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
  });

  it('keeps Latin digits, letters, Bangla letters and signs as they are (mixed input)', () => {
    expect(latinDigits('৳১২,৩৪,৫৬৭.৫০')).toBe('৳12,34,567.50');
    expect(latinDigits('01৭12-৩৪৫৬৭৮')).toBe('01712-345678');
    expect(latinDigits('TRX৯৮A7')).toBe('TRX98A7');
    expect(latinDigits('বাংলা ১০ টাকা')).toBe('বাংলা 10 টাকা');
    expect(latinDigits('')).toBe('');
  });
});

describe('the contract reads Bengali digits wherever it reads a number', () => {
  it('money: amounts, budgets and fees', () => {
    expect(moneyInputSchema.parse('১৫০০')).toBe('1500.00');
    expect(moneyInputSchema.parse(' ১২৩৪৫.৬ ')).toBe('12345.60');
    expect(moneyInputSchema.parse('1৫০০.০৫')).toBe('1500.05');
    expect(moneyInputSchema.safeParse('০.০০').success).toBe(false);
    expect(moneyInputSchema.safeParse('১২.৩৪৫').success).toBe(false);
  });

  it('whole numbers: followers and ids', () => {
    const followers = wholeNumberInputSchema(z.number().int().min(0));
    expect(followers.parse('২৫০০০')).toBe(25000);
    expect(followers.parse('2৫০00')).toBe(25000);
    expect(followers.safeParse('২৫,০০০').success).toBe(false);
  });

  it('wallet numbers, stored as 11 Latin digits', () => {
    expect(walletNumberSchema.parse('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(walletNumberSchema.parse('+৮৮০১৮১২-৩৪৫৬৭৮')).toBe('01812345678');
    expect(walletNumberSchema.safeParse('০১২১২৩৪৫৬৭৮').success).toBe(false);
  });

  it('transaction IDs, upper-cased with Latin digits', () => {
    expect(transactionIdSchema.parse('bk৯৮৭৬৫৪৩২')).toBe('BK98765432');
    expect(transactionIdSchema.safeParse('৯৮৭').success).toBe(false);
  });
});
