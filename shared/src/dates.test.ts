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
