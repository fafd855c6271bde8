import { z } from 'zod';

/** True when the runtime's Intl knows the IANA time zone (e.g. "Europe/Paris"). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().refine(isKnownTimeZone, { message: 'unknown time zone' });
