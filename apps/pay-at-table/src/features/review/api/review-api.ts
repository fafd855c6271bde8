import { createReviewsApi, type ReviewsApi } from '@tableside/api-client';
import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.js';

/** The reviews calls over the app's transport (with the guest token). */
export function useReviewApi(): ReviewsApi {
  const { http } = useServices();
  return useMemo(() => createReviewsApi(http), [http]);
}
