import { CUSTOMIZATION_CACHE_MS, createBrandingApi, type Customization } from '@tableside/api-client';

import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { useLiveDocument } from '../realtime/live-query.js';
import { useServices } from '../services-context.js';

/** What the branding reads of a venue document: its enrollment (3-menus §3 "Customization (per enrollment)"). */
const brandedVenueSchema = z.looseObject({ enrollmentId: z.catch(z.optional(z.string().check(z.minLength(1))), undefined) });

/** The longest delay a browser timer takes (2^31 - 1 ms). */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/** The TanStack Query key of an enrollment's customization. */
export const customizationQueryKey = (enrollmentId: string) => ['enrollment-customization', enrollmentId] as const;

/**
 * An enrollment's customization (`GET marketing/public/api/v1/enrollments/{id}/customization`): given up after 2 s,
 * "cached about 10 years" (3-menus §7, §9), not retried: branding is never worth a wait, and a venue without it
 * keeps the default tokens.
 */
export function useCustomization(enrollmentId: string | undefined) {
  const { http } = useServices();
  return useQuery({
    queryKey: customizationQueryKey(enrollmentId ?? ''),
    enabled: enrollmentId !== undefined,
    // "About 10 years" is the life of the page here: TanStack Query schedules these delays with setTimeout, whose
    // limit is about 24.8 days (a longer delay fires at once), so the query is kept fresh and kept for good.
    staleTime: CUSTOMIZATION_CACHE_MS > MAX_TIMER_DELAY_MS ? Infinity : CUSTOMIZATION_CACHE_MS,
    gcTime: CUSTOMIZATION_CACHE_MS > MAX_TIMER_DELAY_MS ? Infinity : CUSTOMIZATION_CACHE_MS,
    retry: false,
    queryFn: async (): Promise<Customization> => {
      const answer = await createBrandingApi(http).getCustomization(enrollmentId ?? '');
      if (!answer.ok) throw new Error(`GET customization failed (${answer.error.type})`);
      return answer.value;
    },
  });
}

/** The customization of a venue's enrollment: the venue document (live) names the enrollment. */
export function useVenueCustomization(venueId: string | undefined): { venueName?: string | undefined; customization?: Customization | undefined } {
  const venue = useLiveDocument(venueId === undefined ? undefined : `venues/${venueId}`, brandedVenueSchema);
  const data = venue.status === 'success' ? venue.data : undefined;
  const customization = useCustomization(data?.enrollmentId);
  const name = data && typeof data.name === 'string' ? data.name : undefined;
  return { venueName: name, customization: customization.data };
}
