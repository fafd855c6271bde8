import { queryParam } from '../shared/query.js';
import { BRAND_CONSENT_KEYS, type BrandConsentKey } from '../shared/constants.js';

/** One brand's consent in the opt-in body: "brands (list of name and consent)" (3 §3). */
export interface BrandConsent {
  readonly name: BrandConsentKey;
  readonly consent: boolean;
}

/**
 * "brand names volfoni, leon, au_bureau, hippo, each given as true/false in the origin path" (3 §3). Brands not
 * given, or given another value, are left out.
 */
export function brandConsentsFromOriginPath(originPath: string | undefined): BrandConsent[] {
  if (!originPath) return [];
  return BRAND_CONSENT_KEYS.flatMap((name) => {
    const value = queryParam(originPath, name);
    return value === 'true' || value === 'false' ? [{ name, consent: value === 'true' }] : [];
  });
}

/** The e-mail carried by the origin path (`email=`), if any (3 §4). */
export function emailFromOriginPath(originPath: string | undefined): string | undefined {
  if (!originPath) return undefined;
  const email = queryParam(originPath, 'email');
  return email ? email : undefined;
}

/** "Opt-in: appId, userId, hasOptIn, optional brands" (3 §3). */
export function optInBody(input: { readonly appId: string; readonly userId: string; readonly hasOptIn: boolean; readonly originPath?: string | undefined }) {
  const brands = brandConsentsFromOriginPath(input.originPath);
  return { appId: input.appId, userId: input.userId, hasOptIn: input.hasOptIn, ...(brands.length > 0 ? { brands } : {}) };
}
