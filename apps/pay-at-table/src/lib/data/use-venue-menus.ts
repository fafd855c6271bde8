import type { ApiError, MenuBusiness } from '@tableside/api-client';
import { parseUnavailableProductsDocument, type Menu, type UnavailableProduct } from '@tableside/menu-availability';
import type { DocumentStore } from '@tableside/realtime';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { AppServices } from '../services.js';
import { useServices } from '../services-context.js';

/** The realtime `menu_venues/{venueId}` document: which business serves a venue's menus (3-menus §7). */
export const menuVenueSchema = z.object({ venueId: z.string().check(z.minLength(1)), businessId: z.string().check(z.minLength(1)) });

/** A venue's menus as the diner browses them. */
export interface VenueMenus {
  readonly businessId: string;
  readonly business: MenuBusiness;
  readonly menus: readonly Menu[];
  readonly unavailableProducts: readonly UnavailableProduct[];
}

/** Why a venue's menus could not be shown. */
export type VenueMenusError = { readonly code: 'venue-not-found' } | { readonly code: 'unavailable'; readonly cause: ApiError | string };

async function menuBusinessId(store: DocumentStore, venueId: string): Promise<string | VenueMenusError> {
  const venue = await store.get(`menu_venues/${venueId}`, menuVenueSchema);
  if (!venue.ok) return { code: 'unavailable', cause: JSON.stringify(venue.error) };
  if (!venue.value.exists || !venue.value.data) return { code: 'venue-not-found' };
  return venue.value.data.businessId;
}

/**
 * Loads a venue's business and menus: the menu business from realtime, the business from the menu service, the
 * menus from its publication (the client falls back to the menu service) and the unavailable products ("invalid
 * unavailable-products documents are logged and treated as empty", 3-menus §5).
 */
export async function loadVenueMenus(services: Pick<AppServices, 'api' | 'store'>, venueId: string): Promise<VenueMenus> {
  const businessId = await menuBusinessId(services.store, venueId);
  if (typeof businessId !== 'string') throw new VenueMenusLoadError(businessId);
  const business = await services.api.menus.getBusiness(businessId);
  if (!business.ok)
    throw new VenueMenusLoadError(
      business.error.type === 'http' && business.error.status === 404 ? { code: 'venue-not-found' } : { code: 'unavailable', cause: business.error },
    );
  const [menus, unavailable] = await Promise.all([
    services.api.menus.loadMenus(businessId, business.value.menuPublication?.url),
    services.store.get(`unavailable_products/${businessId}`, z.unknown()),
  ]);
  if (!menus.ok) throw new VenueMenusLoadError({ code: 'unavailable', cause: menus.error });
  const unavailableProducts =
    unavailable.ok && unavailable.value.exists ? parseUnavailableProductsDocument(unavailable.value.data, (message) => console.warn(message)) : [];
  return { businessId, business: business.value, menus: menus.value.menus, unavailableProducts };
}

/** A failed menu load, carrying its reason for the error screen. */
export class VenueMenusLoadError extends Error {
  constructor(readonly reason: VenueMenusError) {
    super(`Menus could not be loaded: ${reason.code}`);
  }
}

/** The venue's menus through TanStack Query (loaded once per venue and kept for the visit). */
export function useVenueMenus(venueId: string) {
  const services = useServices();
  return useQuery({ queryKey: ['venue-menus', venueId], queryFn: () => loadVenueMenus(services, venueId), staleTime: Infinity, retry: false });
}
