import type { RouteObject } from 'react-router';

/** The consent pages (3 §2): the marketing preferences per brand, a login-guarded page under the profile. */
export function consentRoutes(): RouteObject[] {
  return [{ path: 'me/privacy/marketing', lazy: async () => ({ Component: (await import('./marketing-route.js')).MarketingRoute }) }];
}
