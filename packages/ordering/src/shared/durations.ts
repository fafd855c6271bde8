/** Milliseconds in a second, a minute and an hour, so that durations read as the specs write them. */
export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
