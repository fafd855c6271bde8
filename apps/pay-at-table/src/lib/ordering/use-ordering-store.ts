import { createContext, useContext } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { createOrderingStore, type OrderingState } from './ordering-store.js';

let browserStore: StoreApi<OrderingState> | undefined;

/** The device's ordering store in local storage, created on first use so the bill route never pays for it. */
export function browserOrderingStore(): StoreApi<OrderingState> {
  browserStore ??= createOrderingStore(() => globalThis.localStorage);
  return browserStore;
}

/** Lets tests give a store of their own. */
export const OrderingStoreContext = createContext<StoreApi<OrderingState> | undefined>(undefined);

/** The ordering store of this device. */
export function useOrderingStoreApi(): StoreApi<OrderingState> {
  return useContext(OrderingStoreContext) ?? browserOrderingStore();
}

/** A slice of the ordering store, re-rendering when it changes. */
export function useOrdering<T>(select: (state: OrderingState) => T): T {
  return useStore(useOrderingStoreApi(), select);
}
