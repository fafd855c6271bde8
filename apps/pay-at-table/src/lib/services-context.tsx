import { createContext, useContext, type ReactNode } from 'react';
import type { AppServices } from './services.js';

const ServicesContext = createContext<AppServices | null>(null);

/** Provides the app's services to every screen. */
export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The running app's services; rendering outside the provider is a wiring bug. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
