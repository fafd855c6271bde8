import { createContext, useContext, type ReactNode } from 'react';
import type { MenuPreviewServices } from './services.js';

const ServicesContext = createContext<MenuPreviewServices | null>(null);

/** Provides the services to the pages. */
export function ServicesProvider({ services, children }: { readonly services: MenuPreviewServices; readonly children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The services; throws when the provider is missing (a developer error, 3-menus §8 "Please add a valid ..."). */
export function useServices(): MenuPreviewServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('Please add a valid ServicesProvider above this component');
  return services;
}
