import type * as account from '@tableside/contracts/account';
import * as guestApp from '@tableside/contracts/guest-app';
import type { GroupLocations, GuestAppConfiguration, Reservation } from '@tableside/contracts/guest-app';
import type * as loyalty from '@tableside/contracts/loyalty';
import { homeLayoutsSchema, type HomeLayouts } from '@tableside/menu-availability';
import * as z from 'zod/mini';
import type { AccountSession } from './session.js';

/** A read's outcome: the data, or not found (404, or an id the sandbox refuses, 400). */
export type Found<T> = { found: true; data: T } | { found: false };

export type GuestAppUser = z.infer<typeof loyalty.guestAppUserSchema>;
export type Receipt = z.infer<typeof account.receiptSchema>;
export type CookiePreference = z.infer<typeof loyalty.userPreferencesResponseSchema>['userPreferences'][number];
export type BrandOptIn = z.infer<typeof loyalty.brandOptInResponseSchema>;

/** A fault of the network or the server (not a "not found"): the page shows its error state. */
export class GuestAppApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The calls of the guest app, over `fetch` on the same origin (3 §7 "Account and guest app", "Consent"). */
export interface GuestAppApi {
  appIdentity(appId: string): Promise<Found<{ appId: string; businessId: string }>>;
  configuration(businessId: string): Promise<Found<GuestAppConfiguration>>;
  /** The home layouts in `language` (the menu service's code), else in `fallbackLanguage`; undefined without one. */
  homeLayouts(businessId: string, language: string, fallbackLanguage: string): Promise<HomeLayouts | undefined>;
  locations(groupId: string): Promise<Found<GroupLocations>>;
  /** The authenticated account's guest-app user, or not found when it never registered with this app. */
  user(appId: string, session: AccountSession): Promise<Found<GuestAppUser>>;
  /** `POST .../rewards/{rewardId}/buy` with no body; a non-OK answer throws. */
  buyReward(appId: string, session: AccountSession, rewardId: string): Promise<void>;
  rewardCode(appId: string, session: AccountSession, rewardId: string): Promise<string>;
  receipts(session: AccountSession): Promise<Receipt[]>;
  reservations(appId: string, session: AccountSession): Promise<Reservation[]>;
  cookiePreferences(appId: string, session: AccountSession): Promise<CookiePreference[]>;
  saveCookiePreferences(appId: string, session: AccountSession, preferences: readonly CookiePreference[]): Promise<CookiePreference[]>;
  marketing(appId: string, session: AccountSession): Promise<BrandOptIn>;
  saveMarketing(appId: string, session: AccountSession, optIn: Pick<BrandOptIn, 'hasOptIn' | 'brands'>): Promise<BrandOptIn>;
}

/** The account, guest-app user and consent schemas and paths (a chunk of their own, loaded on first use). */
const calls = () => import('./account-calls.js');

const path = (template: string, values: Record<string, string>) =>
  template.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));

export function createGuestAppApi(fetchImpl: typeof fetch = (input, init) => fetch(input, init), base = ''): GuestAppApi {
  async function call(method: string, url: string, session?: AccountSession, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-correlation-id': `pat_spa_${crypto.randomUUID()}` };
    if (session) headers.authorization = `Bearer ${session.accessToken}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await fetchImpl(`${base}${url}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    } catch (error) {
      throw new GuestAppApiError(`${method} ${url}: ${String(error)}`);
    }
  }
  async function read<S extends z.core.$ZodType>(url: string, schema: S, session?: AccountSession): Promise<Found<z.output<S>>> {
    const response = await call('GET', url, session);
    if (response.status === 404 || response.status === 400) return { found: false };
    if (!response.ok) throw new GuestAppApiError(`GET ${url}: ${response.status}`, response.status);
    return { found: true, data: z.parse(schema, await response.json()) };
  }
  async function must<S extends z.core.$ZodType>(method: string, url: string, schema: S, session: AccountSession, body?: unknown): Promise<z.output<S>> {
    const response = await call(method, url, session, body);
    if (!response.ok) throw new GuestAppApiError(`${method} ${url}: ${response.status}`, response.status);
    return z.parse(schema, await response.json());
  }
  return {
    appIdentity: (appId) => read(path(guestApp.guestAppIdentity.path, { appId }), guestApp.guestAppIdentitySchema),
    configuration: (businessId) => read(path(guestApp.guestAppOfBusiness.path, { id: businessId }), guestApp.guestAppConfigurationSchema),
    async homeLayouts(businessId, language, fallbackLanguage) {
      for (const lang of [...new Set([language, fallbackLanguage])]) {
        const found = await read(path('/marketing/public/businesses/:businessId/menu/:language', { businessId, language: lang }), homeLayoutsSchema);
        if (found.found) return found.data;
      }
      return undefined;
    },
    locations: (groupId) => read(path(guestApp.businessGroupLocations.path, { groupId }), guestApp.groupLocationsSchema),
    async user(appId, session) {
      const { loyalty } = await calls();
      return read(`/marketing/api/v1/guest-apps/${encodeURIComponent(appId)}/users/${encodeURIComponent(session.userId)}`, loyalty.guestAppUserSchema, session);
    },
    async buyReward(appId, session, rewardId) {
      const { guestAppPaths } = await calls();
      const response = await call('POST', guestAppPaths.buyReward(appId, session.userId, rewardId), session);
      if (!response.ok) throw new GuestAppApiError(`buy ${rewardId}: ${response.status}`, response.status);
    },
    async rewardCode(appId, session, rewardId) {
      const { guestAppPaths } = await calls();
      return (await must('GET', guestAppPaths.rewardCode(appId, session.userId, rewardId), z.object({ rewardCode: z.string() }), session)).rewardCode;
    },
    async receipts(session) {
      const { account } = await calls();
      return (await must('GET', account.listReceipts.path, account.receiptsResponseSchema, session)).receipts;
    },
    reservations: async (appId, session) =>
      (await must('GET', `${guestApp.listReservations.path}?${new URLSearchParams({ appId }).toString()}`, guestApp.reservationsSchema, session)).reservations,
    async cookiePreferences(appId, session) {
      const { consentPaths, loyalty } = await calls();
      return (await must('GET', consentPaths.preferences(appId, session.userId), loyalty.userPreferencesResponseSchema, session)).userPreferences;
    },
    async saveCookiePreferences(appId, session, preferences) {
      const { consentPaths, loyalty } = await calls();
      const body = { userPreferences: preferences.map(({ id, preferenceId, type, userStatus }) => ({ id, preferenceId, type, userStatus })) };
      return (await must('POST', consentPaths.preferences(appId, session.userId), loyalty.userPreferencesResponseSchema, session, body)).userPreferences;
    },
    async marketing(appId, session) {
      const { consentPaths, loyalty } = await calls();
      return must('GET', consentPaths.optIn(appId, session.userId), loyalty.brandOptInResponseSchema, session);
    },
    async saveMarketing(appId, session, optIn) {
      const { consentPaths, loyalty } = await calls();
      const body = { appId, userId: session.userId, hasOptIn: optIn.hasOptIn, brands: optIn.brands };
      return must('PUT', consentPaths.optIn(appId, session.userId), loyalty.brandOptInResponseSchema, session, body);
    },
  };
}
