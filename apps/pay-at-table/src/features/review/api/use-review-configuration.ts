import { DEFAULT_REVIEW_CONFIGURATION, reviewConfigurationPath, reviewConfigurationSchema, type ReviewConfiguration } from '@tableside/api-client';
import { useLiveDocument } from '../../../lib/realtime/live-query.js';

/**
 * The venue's live `review_configurations` document (3 §3): undefined until it is read; a venue without one (or an
 * unreadable one) has the defaults, reviews on and threshold 5.
 */
export function useReviewConfiguration(venueId: string): ReviewConfiguration | undefined {
  const document = useLiveDocument(reviewConfigurationPath(venueId), reviewConfigurationSchema);
  if (document.status === 'pending') return undefined;
  return document.status === 'success' ? document.data : DEFAULT_REVIEW_CONFIGURATION;
}
