/** Bangladesh has one time zone and no daylight saving: dates are Dhaka calendar dates. */
const DHAKA_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Asia/Dhaka as YYYY-MM-DD, the form campaign deadlines are stored in. */
export function todayInDhaka(now: Date = new Date()): string {
  return DHAKA_DATE.format(now);
}
