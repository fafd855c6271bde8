import * as z from 'zod/mini';

/** The canonical zones the runtime lists, read once (none where `Intl.supportedValuesOf` is missing). */
let listedZones: ReadonlySet<string> | undefined;

/**
 * True when the runtime's Intl knows the IANA time zone (e.g. "Europe/Paris"). A listed canonical zone is answered
 * from `Intl.supportedValuesOf`, without a `DateTimeFormat`: the first one a page builds loads the runtime's date
 * data, about 12 ms in Node and 25 ms in Chromium at 4× CPU slowdown, in the middle of the bill's first render.
 * Anything else (an alias such as "Asia/Calcutta", "UTC", junk) is answered by a `DateTimeFormat`, as the definition
 * of "known".
 */
export function isKnownTimeZone(timeZone: string): boolean {
  listedZones ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  if (listedZones.has(timeZone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().check(z.refine(isKnownTimeZone, { message: 'unknown time zone' }));

/** A venue's time zone when it names none: its country's main zone. */
const countryTimeZones: Readonly<Record<string, string>> = {
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  US: 'America/New_York',
  ES: 'Europe/Madrid',
  IT: 'Europe/Rome',
  DE: 'Europe/Berlin',
  BE: 'Europe/Brussels',
  NL: 'Europe/Amsterdam',
  PT: 'Europe/Lisbon',
  CA: 'America/Toronto',
};

/** The zone a venue's times are shown in: its own IANA `timeZone`, else its country's main zone, else UTC. */
export function venueTimeZone(venue: { timeZone?: string | undefined; countryCode?: string | undefined }): string {
  if (venue.timeZone !== undefined && isKnownTimeZone(venue.timeZone)) return venue.timeZone;
  return (venue.countryCode !== undefined && Object.hasOwn(countryTimeZones, venue.countryCode) ? countryTimeZones[venue.countryCode] : undefined) ?? 'UTC';
}
