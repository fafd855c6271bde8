import {
  allergyAnswerSchema,
  basketReducer,
  basketSchema,
  orderingSessionSchema,
  placedOrderRecordSchema,
  type AllergyAnswer,
  type BasketAction,
  type OrderingSession,
  type PlacedOrderRecord,
  type VenueBaskets,
} from '@tableside/ordering';
import * as z from 'zod/mini';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** A card hold recorded for a table (3-menus §4 Pre-authorisation "no authorisation exists"). */
export const tableAuthorizationSchema = z.object({ paymentId: z.string().check(z.minLength(1)), authorizedAt: z.number().check(z.int()) });
export type TableAuthorization = z.infer<typeof tableAuthorizationSchema>;

/** A tab opened from this device (3-menus §4 Tabs): its ids, kept until the bill is found. */
export const storedDeviceTabSchema = z.object({
  tabId: z.string().check(z.minLength(1)),
  paymentId: z.string().check(z.minLength(1)),
  venueId: z.string().check(z.minLength(1)),
  createdAt: z.number().check(z.int()),
  billId: z.optional(z.string().check(z.minLength(1))),
});
export type StoredDeviceTab = z.infer<typeof storedDeviceTabSchema>;

/**
 * What the device remembers for ordering (3-menus §3, §9): baskets per venue, placed orders per business,
 * ordering sessions per table, the allergy answer, when the ordering explanation was last seen, table holds and
 * the tab being opened. Every field is parsed on rehydration; an invalid one falls back to empty.
 */
export const persistedOrderingSchema = z.object({
  baskets: z.catch(z.record(z.string(), basketSchema), {}),
  placedOrders: z.catch(z.record(z.string(), z.array(placedOrderRecordSchema)), {}),
  sessions: z.catch(z.record(z.string(), orderingSessionSchema), {}),
  allergyAnswer: z.catch(z.optional(allergyAnswerSchema), undefined),
  explanationSeenAt: z.catch(z.optional(z.number().check(z.int())), undefined),
  authorizations: z.catch(z.record(z.string(), tableAuthorizationSchema), {}),
  tab: z.catch(z.optional(storedDeviceTabSchema), undefined),
});
export type PersistedOrdering = z.infer<typeof persistedOrderingSchema>;

export interface OrderingState extends PersistedOrdering {
  dispatchBasket(action: BasketAction): void;
  recordPlacedOrder(businessId: string, record: PlacedOrderRecord): void;
  setSession(tableId: string, session: OrderingSession | undefined): void;
  setAllergyAnswer(answer: AllergyAnswer): void;
  setExplanationSeenAt(at: number): void;
  setAuthorization(tableId: string, authorization: TableAuthorization): void;
  setTab(tab: StoredDeviceTab | undefined): void;
}

export const ORDERING_STORAGE_KEY = 'tableside.ordering';
const EMPTY: PersistedOrdering = { baskets: {}, placedOrders: {}, sessions: {}, authorizations: {} };

/** Keeps only what parses, so a corrupted value never crashes the app. */
export function mergePersistedOrdering(persisted: unknown, current: OrderingState): OrderingState {
  const parsed = persistedOrderingSchema.safeParse(persisted);
  return { ...current, ...(parsed.success ? parsed.data : EMPTY) };
}

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}

/** The ordering store, persisted through `storage` (local storage in the browser). */
export function createOrderingStore(storage: () => StateStorage): StoreApi<OrderingState> {
  return createStore<OrderingState>()(
    persist(
      (set) => ({
        ...EMPTY,
        dispatchBasket: (action) => set((state) => ({ baskets: basketReducer(state.baskets, action) satisfies VenueBaskets })),
        recordPlacedOrder: (businessId, record) =>
          set((state) => ({
            placedOrders: { ...state.placedOrders, [businessId]: [...(state.placedOrders[businessId] ?? []), placedOrderRecordSchema.parse(record)] },
          })),
        setSession: (tableId, session) =>
          set((state) => ({ sessions: session ? { ...state.sessions, [tableId]: session } : withoutKey(state.sessions, tableId) })),
        setAllergyAnswer: (allergyAnswer) => set({ allergyAnswer }),
        setExplanationSeenAt: (explanationSeenAt) => set({ explanationSeenAt }),
        setAuthorization: (tableId, authorization) => set((state) => ({ authorizations: { ...state.authorizations, [tableId]: authorization } })),
        setTab: (tab) => set({ tab }),
      }),
      {
        name: ORDERING_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(storage),
        partialize: ({ baskets, placedOrders, sessions, allergyAnswer, explanationSeenAt, authorizations, tab }): PersistedOrdering => ({
          baskets,
          placedOrders,
          sessions,
          allergyAnswer,
          explanationSeenAt,
          authorizations,
          tab,
        }),
        merge: mergePersistedOrdering,
        migrate: () => EMPTY,
      },
    ),
  );
}
