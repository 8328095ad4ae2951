import { formatDate, formatDateTime, formatMonth, todayInDhaka } from './dates';

test('an instant is shown as its day in Dhaka (UTC+6)', () => {
  expect(formatDate('2026-11-23T04:00:00Z')).toBe('23 Nov 2026');
  // 20:30 UTC on the 23rd is already the 24th in Dhaka.
  expect(formatDate('2026-11-23T20:30:00Z')).toBe('24 Nov 2026');
});

test('a calendar date (a deadline) is that day in any time zone', () => {
  expect(formatDate('2026-12-31')).toBe('31 Dec 2026');
});

test('date and time in Dhaka, with am/pm', () => {
  expect(formatDateTime('2026-11-23T04:05:00Z')).toBe('23 Nov 2026, 10:05 am');
  expect(formatDateTime('2026-11-23T10:05:00Z')).toBe('23 Nov 2026, 4:05 pm');
});

test('noon and midnight in Dhaka read 12, not 0', () => {
  expect(formatDateTime('2026-11-23T06:30:00Z')).toBe('23 Nov 2026, 12:30 pm');
  expect(formatDateTime('2026-11-22T18:30:00Z')).toBe('23 Nov 2026, 12:30 am');
});

test('months for chart labels', () => {
  expect(formatMonth('2026-06')).toBe('Jun 2026');
});

test('unreadable text is shown as a dash, never as "Invalid Date"', () => {
  expect(formatDate('soon')).toBe('—');
  expect(formatDateTime('')).toBe('—');
  expect(formatDate('2026-02-30')).toBe('—');
});

test('today in Dhaka as YYYY-MM-DD: it turns at midnight Dhaka time (18:00 UTC)', () => {
  expect(todayInDhaka(new Date('2026-11-23T17:59:59Z'))).toBe('2026-11-23');
  expect(todayInDhaka(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-24');
});

describe('in Bangla: Bengali month names and digits, as Bangladeshi newspapers write dates', () => {
  test('an instant is shown as its day in Dhaka', () => {
    expect(formatDate('2026-11-23T04:00:00Z', 'bn')).toBe('২৩ নভেম্বর ২০২৬');
    expect(formatDate('2026-11-23T20:30:00Z', 'bn')).toBe('২৪ নভেম্বর ২০২৬');
  });

  test('a calendar date (a deadline) is that day in any time zone', () => {
    expect(formatDate('2026-12-31', 'bn')).toBe('৩১ ডিসেম্বর ২০২৬');
    expect(formatDate('2027-01-01', 'bn')).toBe('১ জানুয়ারি ২০২৭');
  });

  test.each<[string, string]>([
    ['2026-11-23T04:05:00Z', '২৩ নভেম্বর ২০২৬, সকাল ১০:০৫'],
    ['2026-11-23T06:30:00Z', '২৩ নভেম্বর ২০২৬, দুপুর ১২:৩০'],
    ['2026-11-23T10:05:00Z', '২৩ নভেম্বর ২০২৬, বিকাল ৪:০৫'],
    ['2026-11-23T12:45:00Z', '২৩ নভেম্বর ২০২৬, সন্ধ্যা ৬:৪৫'],
    ['2026-11-23T15:00:00Z', '২৩ নভেম্বর ২০২৬, রাত ৯:০০'],
    ['2026-11-22T18:30:00Z', '২৩ নভেম্বর ২০২৬, রাত ১২:৩০'],
    ['2026-11-22T22:59:00Z', '২৩ নভেম্বর ২০২৬, ভোর ৪:৫৯'],
  ])('%s in Dhaka is %s: the part of the day, then a 12-hour time', (instant, expected) => {
    expect(formatDateTime(instant, 'bn')).toBe(expected);
  });

  test('every month by its Bangla name, for chart labels', () => {
    const months = Array.from({ length: 12 }, (_, index) =>
      formatMonth(`2026-${String(index + 1).padStart(2, '0')}`, 'bn'),
    );
    expect(months).toEqual([
      'জানুয়ারি ২০২৬',
      'ফেব্রুয়ারি ২০২৬',
      'মার্চ ২০২৬',
      'এপ্রিল ২০২৬',
      'মে ২০২৬',
      'জুন ২০২৬',
      'জুলাই ২০২৬',
      'আগস্ট ২০২৬',
      'সেপ্টেম্বর ২০২৬',
      'অক্টোবর ২০২৬',
      'নভেম্বর ২০২৬',
      'ডিসেম্বর ২০২৬',
    ]);
  });

  test('unreadable text is shown as a dash, or as it is for a month label', () => {
    expect(formatDate('soon', 'bn')).toBe('—');
    expect(formatDate('2026-02-30', 'bn')).toBe('—');
    expect(formatDateTime('', 'bn')).toBe('—');
    expect(formatMonth('Total', 'bn')).toBe('Total');
  });
});

describe("without a language, the page's language (<html lang>)", () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  test('Bangla on a Bangla page', () => {
    document.documentElement.lang = 'bn';
    expect(formatDate('2026-12-31')).toBe('৩১ ডিসেম্বর ২০২৬');
    expect(formatDateTime('2026-11-23T04:05:00Z')).toBe('২৩ নভেম্বর ২০২৬, সকাল ১০:০৫');
    expect(formatMonth('2026-06')).toBe('জুন ২০২৬');
  });

  test('English on an English page, and when a language is given', () => {
    document.documentElement.lang = 'en';
    expect(formatDateTime('2026-11-23T04:05:00Z')).toBe('23 Nov 2026, 10:05 am');
    document.documentElement.lang = 'bn';
    expect(formatDate('2026-12-31', 'en')).toBe('31 Dec 2026');
  });
});
