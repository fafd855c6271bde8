import { useServices } from '../services-context.js';
import type { AccountSession } from './device-store.js';
import { useDeviceStore } from './use-device-store.js';

/**
 * The account logged in on this device, or null for an anonymous diner (3 §6 "Account holder: logged in"; "Guests
 * see a login button in the header"). A session past its expiry counts as logged out.
 */
export function useAccountSession(): AccountSession | null {
  const { clock } = useServices();
  const account = useDeviceStore((state) => state.account);
  return account && account.expiresAt > clock.now() ? account : null;
}
