import { err, ok, type Result } from '@tableside/api-client';
import type { MenuBusiness } from '@tableside/api-client';
import { parseUnavailableProductsDocument, type Menu, type UnavailableProduct } from '@tableside/menu-availability';
import * as z from 'zod/mini';
import type { MenuPreviewServices } from '../../../lib/services.js';
import type { PreviewError } from './preview-error.js';

/** The realtime `menu_venues/{venueId}` document: which business serves a venue's menus (3-menus §7). */
export const menuVenueSchema = z.object({ venueId: z.string().check(z.minLength(1)), businessId: z.string().check(z.minLength(1)) });

/** A venue's menus as the preview shows them. */
export interface VenueMenus {
  readonly venueId: string;
  readonly business: MenuBusiness;
  readonly menus: readonly Menu[];
  readonly unavailableProducts: readonly UnavailableProduct[];
}

/**
 * Loads a venue's business and menus: the venue's menu business from realtime, the business from the menu
 * service, the menus from its publication (with the client's fallback to the menu service) and the current
 * unavailable products (an invalid document reads as empty, 3-menus §5).
 */
export async function loadVenueMenus(services: MenuPreviewServices, venueId: string): Promise<Result<VenueMenus, PreviewError>> {
  const venue = await services.documents.get(`menu_venues/${venueId}`, menuVenueSchema);
  if (!venue.ok) return err({ code: 'unavailable', cause: { type: 'store', message: JSON.stringify(venue.error) } });
  if (!venue.value.exists || !venue.value.data) return err({ code: 'venue-not-found' });
  const { businessId } = venue.value.data;
  const business = await services.api.menus.getBusiness(businessId);
  if (!business.ok)
    return err(business.error.type === 'http' && business.error.status === 404 ? { code: 'venue-not-found' } : { code: 'unavailable', cause: business.error });
  const [menus, unavailable] = await Promise.all([
    services.api.menus.loadMenus(businessId, business.value.menuPublication?.url),
    services.documents.get(`unavailable_products/${businessId}`, z.unknown()),
  ]);
  if (!menus.ok) return err({ code: 'unavailable', cause: menus.error });
  // "invalid unavailable-products documents are logged and treated as empty" (3-menus §5).
  const unavailableProducts =
    unavailable.ok && unavailable.value.exists ? parseUnavailableProductsDocument(unavailable.value.data, (message) => console.warn(message)) : [];
  return ok({ venueId, business: business.value, menus: menus.value.menus, unavailableProducts });
}
