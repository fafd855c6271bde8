/** A day's opening window in local time (`HH:MM`); `closes` at or before `opens` runs past midnight. */
export interface DayWindow {
  opens: string;
  closes: string;
}

const minutes = (time: string): number => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

/** The weekday (0 = Sunday) and minute of the day at `at` in `timeZone`. */
export function localWeekdayMinute(at: number, timeZone: string): { weekday: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { weekday, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

/**
 * Whether a venue with these weekly hours (Sunday first) is open at `at` in its time zone: within today's window, or
 * within yesterday's window that runs past midnight.
 */
export function isOpenAt(hours: readonly (DayWindow | null)[], at: number, timeZone: string): boolean {
  const { weekday, minute } = localWeekdayMinute(at, timeZone);
  const today = hours[weekday];
  if (today) {
    const opens = minutes(today.opens);
    const closes = minutes(today.closes);
    if (closes > opens ? minute >= opens && minute < closes : minute >= opens) return true;
  }
  const yesterday = hours[(weekday + 6) % 7];
  if (yesterday) {
    const opens = minutes(yesterday.opens);
    const closes = minutes(yesterday.closes);
    if (closes <= opens && minute < closes) return true;
  }
  return false;
}
