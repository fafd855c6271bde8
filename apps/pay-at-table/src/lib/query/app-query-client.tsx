import type { DocumentStore } from '@tableside/realtime';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { useServices } from '../services-context.js';

const clients = new WeakMap<DocumentStore, QueryClient>();

/**
 * The app's query client (TanStack Query, for what the pages fetch over HTTP): one per running app, made on first use
 * and kept beside its document store (as its live cache is, `lib/realtime/live-cache.ts`). Its module loads with the
 * first page or part that fetches: the bill route's first render reads only live documents, so the query library is
 * not on its critical path (issue 12).
 */
export function appQueryClient(store: DocumentStore): QueryClient {
  let client = clients.get(store);
  if (!client) {
    client = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
    clients.set(store, client);
  }
  return client;
}

/**
 * Provides the app's query client to `children`, unless one is already provided above (the server's render of a first
 * view, a test of one part): every lazy page and part that fetches renders inside one, so they all share one cache.
 */
export function WithQueryClient({ children }: { readonly children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  const { store } = useServices();
  return provided ? children : <QueryClientProvider client={appQueryClient(store)}>{children}</QueryClientProvider>;
}

/** `Component` inside `WithQueryClient`. */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithAppQueryClient(props: P) {
    return (
      <WithQueryClient>
        <Component {...props} />
      </WithQueryClient>
    );
  }
  WithAppQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return WithAppQueryClient;
}
