import type { GroupLocations, GuestAppConfiguration } from '@tableside/contracts/guest-app';
import { useRouteLoaderData } from 'react-router';
import { useServices } from './api-context.js';
import { readAccountSession, type AccountSession } from './session.js';

/** The id of the route that loads a guest app (`/guest-app/{appId}`), whose data every page under it reads. */
export const GUEST_APP_ROUTE_ID = 'guest-app';

/** What `/guest-app/{appId}` loads once for all its pages: the configuration and the group's locations. */
export interface GuestAppData {
  appId: string;
  configuration: GuestAppConfiguration;
  locations: GroupLocations;
}

/** The guest app the page belongs to. */
export function useGuestApp(): GuestAppData {
  const data = useRouteLoaderData(GUEST_APP_ROUTE_ID) as GuestAppData | undefined;
  if (!data) throw new Error('useGuestApp outside /guest-app/{appId}');
  return data;
}

/** The guest app, when the page is under `/guest-app/{appId}` (the business-group store locator is not). */
export function useOptionalGuestApp(): GuestAppData | undefined {
  return useRouteLoaderData(GUEST_APP_ROUTE_ID) as GuestAppData | undefined;
}

/** The account logged in on this browser (pay-at-table's sign-up), or undefined. */
export function useAccountSession(): AccountSession | undefined {
  const { storage, now } = useServices();
  return readAccountSession(storage, now());
}
