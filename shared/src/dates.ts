/** Dates are shown in Bangladesh time, as the people using the portal read them. */
const TIME_ZONE = 'Asia/Dhaka';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  // 'h12' (12:30 pm); en-GB's own 12-hour cycle is 'h11', which shows noon as 0:30 pm.
  hourCycle: 'h12',
  timeZone: TIME_ZONE,
});
const calendarDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** en-CA writes a date as YYYY-MM-DD, the form of a deadline. */
const isoDayFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: TIME_ZONE,
});
const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function parse(text: string): Date | null {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * '2026-11-23T04:00:00Z' -> '23 Nov 2026' (the day in Dhaka). A calendar date such as a
 * deadline ('2026-12-31') is shown as that day, whatever the time zone. Unreadable text -> '—'.
 */
export function formatDate(text: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const day = parse(`${text}T00:00:00Z`);
    // JavaScript rolls 30 February over into March: such a day does not exist.
    const real = day !== null && day.toISOString().startsWith(text);
    return real ? calendarDateFormat.format(day) : '—';
  }
  const date = parse(text);
  return date ? dateFormat.format(date) : '—';
}

/** '2026-11-23T04:05:00Z' -> '23 Nov 2026, 10:05 am' (Dhaka time). */
export function formatDateTime(text: string): string {
  const date = parse(text);
  return date ? dateTimeFormat.format(date).replace(/\b(AM|PM)\b/, (m) => m.toLowerCase()) : '—';
}

/** '2026-06' -> 'Jun 2026', the label of a month in a chart. */
export function formatMonth(month: string): string {
  const date = /^\d{4}-\d{2}$/.test(month) ? parse(`${month}-01T00:00:00Z`) : null;
  return date ? monthFormat.format(date) : month;
}

/**
 * Today's date in Dhaka as YYYY-MM-DD: the earliest deadline a campaign may have (design §2).
 * Bangladesh has one time zone and no daylight saving.
 */
export function todayInDhaka(now: Date = new Date()): string {
  return isoDayFormat.format(now);
}
