import { moneyInputSchema, wholeNumberInputSchema } from './common';
import { bengaliDigits, latinDigits } from './digits';
import { createCampaignRequestSchema } from './campaigns';
import { paymentListQuerySchema, transactionIdSchema } from './payments';
import { walletNumberSchema } from './wallets';
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

describe('bengaliDigits', () => {
  it('writes each Latin digit as its Bengali twin', () => {
    expect(bengaliDigits('0123456789')).toBe('০১২৩৪৫৬৭৮৯');
  });

  it('keeps Bengali digits, letters and signs as they are (mixed input)', () => {
    expect(bengaliDigits('৳12,3৪,567.50')).toBe('৳১২,৩৪,৫৬৭.৫০');
    expect(bengaliDigits('TRX98A7 বাংলা')).toBe('TRX৯৮A৭ বাংলা');
    expect(bengaliDigits('')).toBe('');
  });

  it('and back: latinDigits undoes it', () => {
    const text = '+88 01712-345678, ৳1,500.50';
    expect(latinDigits(bengaliDigits(text))).toBe(text);
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
    const followers = wholeNumberInputSchema(z.int().check(z.gte(0)));
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

  it('a campaign deadline, where a browser shows the date field as text', () => {
    const campaign = { title: 'Eid', description: 'Looks', budget: '৫০০০', category: 'fashion' };
    expect(
      createCampaignRequestSchema.parse({ ...campaign, deadline: '২০২৬-১২-৩১' }),
    ).toMatchObject({ budget: '5000.00', deadline: '2026-12-31' });
    expect(
      createCampaignRequestSchema.safeParse({ ...campaign, deadline: '২০২৬-০২-৩০' }).success,
    ).toBe(false);
  });

  it("the admin's search for a transaction ID", () => {
    expect(paymentListQuerySchema.parse({ transaction_id: ' bk৯৮৭ ' }).transaction_id).toBe(
      'BK987',
    );
    expect(paymentListQuerySchema.parse({ transaction_id: '9AB 3CD-4' }).transaction_id).toBe(
      '9AB3CD4',
    );
    expect(paymentListQuerySchema.parse({ transaction_id: '' }).transaction_id).toBeUndefined();
  });
});
