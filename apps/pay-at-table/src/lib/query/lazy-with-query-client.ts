import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** The app's query client and its provider: a chunk of their own, loaded with the first part that fetches. */
const loadAppQueryClient = () => import('./app-query-client.js');

/**
 * `React.lazy` of a part that fetches (TanStack Query): its chunk and the app's query client load together, and the
 * part renders inside the client's provider. The bill route's first render needs neither (issue 12).
 */
export function lazyWithQueryClient<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, query] = await Promise.all([load(), loadAppQueryClient()]);
    return { default: query.withQueryClient(Component) };
  });
}

/**
 * `routes` with every lazy route's page inside the app's query client's provider (its chunk loads beside the page's),
 * except the routes `keep` names: their first render reads no query.
 */
export function routesWithQueryClient(routes: RouteObject[], keep: (route: RouteObject) => boolean): RouteObject[] {
  return routes.map((route): RouteObject => {
    const children = route.children && routesWithQueryClient(route.children, keep);
    const { lazy: load } = route;
    const wrapped: RouteObject =
      typeof load !== 'function' || keep(route)
        ? route
        : {
            ...route,
            lazy: async () => {
              const [loaded, query] = await Promise.all([load(), loadAppQueryClient()]);
              return loaded.Component ? { ...loaded, Component: query.withQueryClient(loaded.Component) } : loaded;
            },
          };
    return children ? ({ ...wrapped, children } as RouteObject) : wrapped;
  });
}
