import { err, ok, type Result } from '../result/result.js';
import { venueSchema, type Venue } from './venue.js';

/** Why a venue record failed its checks: one message per invalid field path. */
export interface VenueRecordError {
  code: 'invalid-venue-record';
  issues: { path: string; message: string }[];
}

/**
 * "Venue records are checked for valid enrollmentId, businessId and tipsSuggestion; a failure is only logged. The
 * venue country must be in the supported list and the currency known" (1-core §5). The caller decides whether to
 * log and carry on.
 */
export function checkVenueRecord(input: unknown): Result<Venue, VenueRecordError> {
  const parsed = venueSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return err({
    code: 'invalid-venue-record',
    issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
}
