import { digitsFor, type Language, pageLanguage } from './language';
import { once } from './once';

/** Dates are shown in Bangladesh time, as the people using the portal read them. */
const TIME_ZONE = 'Asia/Dhaka';

// Each formatter is made on its first use: making one is slow, and a page that shows no date pays
// nothing while it starts.

const dateFormat = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }),
);
const dateTimeFormat = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      // 'h12' (12:30 pm); en-GB's own 12-hour cycle is 'h11', which shows noon as 0:30 pm.
      hourCycle: 'h12',
      timeZone: TIME_ZONE,
    }),
);
const calendarDateFormat = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
/** en-CA writes a date as YYYY-MM-DD, the form of a deadline. */
const isoDayFormat = once(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: TIME_ZONE,
    }),
);
const monthFormat = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
/** sv-SE writes a time as 'YYYY-MM-DD HH:mm:ss', the form a spreadsheet reads. */
const isoDateTimeFormat = once(
  () =>
    new Intl.DateTimeFormat('sv-SE', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone: TIME_ZONE,
    }),
);
/** The day and the time on a clock in Dhaka, as numbers, for the Bangla forms written below. */
const dhakaClockFormat = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      timeZone: TIME_ZONE,
    }),
);

/**
 * Bangla writes dates as Bangladeshi newspapers do, '২৩ নভেম্বর ২০২৬, সকাল ১০:০৫': the day, the
 * month's name and the year without a comma, the part of the day before a 12-hour time. Written
 * here rather than by `Intl` ('২৩ নভেম্বর, ২০২৬ এ ১০:০৫ AM' in Node 20), whose words also differ
 * between browsers' ICU versions.
 */
const BANGLA_MONTHS = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
] as const;

/** The parts of the day a Bangla clock time names, each from its first hour (CLDR's ranges). */
const BANGLA_DAY_PERIODS: readonly (readonly [fromHour: number, name: string])[] = [
  [20, 'রাত'],
  [18, 'সন্ধ্যা'],
  [16, 'বিকাল'],
  [12, 'দুপুর'],
  [6, 'সকাল'],
  [4, 'ভোর'],
  [0, 'রাত'],
];

interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

interface ClockTime extends CalendarDay {
  /** 0 to 23. */
  hour: number;
  minute: number;
}

function dhakaClock(date: Date): ClockTime {
  const parts = Object.fromEntries(
    dhakaClockFormat()
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** The day a UTC midnight (a calendar date, a month's first day) stands for. */
function utcDay(date: Date): CalendarDay {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function banglaMonth({ year, month }: Omit<CalendarDay, 'day'>): string {
  return `${BANGLA_MONTHS[month - 1] ?? ''} ${digitsFor('bn', String(year))}`;
}

function banglaDate(date: CalendarDay): string {
  return `${digitsFor('bn', String(date.day))} ${banglaMonth(date)}`;
}

function banglaDateTime(time: ClockTime): string {
  const period = BANGLA_DAY_PERIODS.find(([fromHour]) => time.hour >= fromHour)?.[1] ?? '';
  const hour = time.hour % 12 === 0 ? 12 : time.hour % 12;
  const clock = `${hour}:${String(time.minute).padStart(2, '0')}`;
  return `${banglaDate(time)}, ${period} ${digitsFor('bn', clock)}`;
}

function parse(text: string): Date | null {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * '2026-11-23T04:00:00Z' -> '23 Nov 2026', in Bangla '২৩ নভেম্বর ২০২৬' (the day in Dhaka). A
 * calendar date such as a deadline ('2026-12-31') is shown as that day, whatever the time zone.
 * Unreadable text -> '—'. In the page's language (`<html lang>`) unless `language` is given.
 */
export function formatDate(text: string, language: Language = pageLanguage()): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const day = parse(`${text}T00:00:00Z`);
    // JavaScript rolls 30 February over into March: such a day does not exist.
    if (day === null || !day.toISOString().startsWith(text)) return '—';
    return language === 'en' ? calendarDateFormat().format(day) : banglaDate(utcDay(day));
  }
  const date = parse(text);
  if (date === null) return '—';
  return language === 'en' ? dateFormat().format(date) : banglaDate(dhakaClock(date));
}

/**
 * '2026-11-23T04:05:00Z' -> '23 Nov 2026, 10:05 am', in Bangla '২৩ নভেম্বর ২০২৬, সকাল ১০:০৫'
 * (Dhaka time). In the page's language (`<html lang>`) unless `language` is given.
 */
export function formatDateTime(text: string, language: Language = pageLanguage()): string {
  const date = parse(text);
  if (date === null) return '—';
  if (language === 'bn') return banglaDateTime(dhakaClock(date));
  return dateTimeFormat()
    .format(date)
    .replace(/\b(AM|PM)\b/, (m) => m.toLowerCase());
}

/**
 * '2026-06' -> 'Jun 2026', in Bangla 'জুন ২০২৬', the label of a month in a chart; other text is
 * shown as it is. In the page's language (`<html lang>`) unless `language` is given.
 */
export function formatMonth(month: string, language: Language = pageLanguage()): string {
  const date = /^\d{4}-\d{2}$/.test(month) ? parse(`${month}-01T00:00:00Z`) : null;
  if (date === null) return month;
  return language === 'en' ? monthFormat().format(date) : banglaMonth(utcDay(date));
}

/**
 * Today's date in Dhaka as YYYY-MM-DD: the earliest deadline a campaign may have (see
 * docs/api-conventions.md). Bangladesh has one time zone and no daylight saving.
 */
export function todayInDhaka(now: Date = new Date()): string {
  return isoDayFormat().format(now);
}

/**
 * '2026-11-23T04:05:00Z' -> '2026-11-23 10:05:00', the time in Dhaka as a spreadsheet reads it (a
 * CSV download's time column). Unreadable text -> ''.
 */
export function dhakaDateTime(text: string): string {
  const date = parse(text);
  return date === null ? '' : isoDateTimeFormat().format(date);
}
