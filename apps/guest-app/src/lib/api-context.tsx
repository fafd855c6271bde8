import { createContext, useContext, type ReactNode } from 'react';
import type { GuestAppApi } from './guest-app-api.js';

export interface Services {
  api: GuestAppApi;
  /** The browser's storage (the account session, a guest's cookie preferences). */
  storage: Storage | undefined;
  now: () => number;
  /** The browser's geolocation, asked only when the diner taps "use my location". */
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined;
}

const ServicesContext = createContext<Services | undefined>(undefined);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The app's services (tests pass fakes). */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}
