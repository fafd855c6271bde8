/** "A timestamp above 9999999999 is milliseconds, otherwise seconds" (1-core §9, 2-paying §5). */
export const MILLISECONDS_TIMESTAMP_THRESHOLD = 9_999_999_999;

/** Normalises a wire timestamp in seconds or milliseconds to milliseconds since the epoch. */
export function toEpochMilliseconds(timestamp: number): number {
  return timestamp > MILLISECONDS_TIMESTAMP_THRESHOLD ? timestamp : timestamp * 1000;
}
