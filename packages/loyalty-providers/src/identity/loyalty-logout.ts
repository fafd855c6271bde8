import type { LoyaltyProvider } from '../config/loyalty-config.js';
import type { LoyaltyIdentityStorage } from './loyalty-auth-state.js';

/** "Logout from loyalty clears the provider session then dispatches logout" (3 §4), in that order. */
export async function logoutFromLoyalty(
  ports: { readonly storage: LoyaltyIdentityStorage; readonly logout: () => void | Promise<void> },
  provider: LoyaltyProvider,
): Promise<void> {
  ports.storage.clearProvider(provider);
  await ports.logout();
}
