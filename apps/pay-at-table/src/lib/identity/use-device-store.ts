import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { useServices } from '../services-context.js';
import type { DeviceState } from './device-store.js';

/** Reads a slice of the device store of the running app. */
export function useDeviceStore<T>(selector: (state: DeviceState) => T): T {
  const store: StoreApi<DeviceState> = useServices().device;
  return useStore(store, selector);
}
