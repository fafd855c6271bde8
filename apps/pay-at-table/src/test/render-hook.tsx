import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, type RenderHookOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AppServices } from '../lib/services.js';
import { ServicesProvider } from '../lib/services-context.js';

/**
 * Renders a data hook with only the services it uses (a test gives what the hook calls; anything else is a wiring
 * bug) and a query client: a fresh one, or `client` to share its cache with an earlier render.
 */
export function renderDataHook<Result, Props>(
  hook: (props: Props) => Result,
  services: Partial<AppServices>,
  {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    ...options
  }: Omit<RenderHookOptions<Props>, 'wrapper'> & { client?: QueryClient } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services as AppServices}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ServicesProvider>
  );
  return { client, ...renderHook(hook, { ...options, wrapper }) };
}
