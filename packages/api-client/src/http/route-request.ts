import { routePath, type RouteContract } from '@tableside/contracts/route';
import type { RequestSpec } from './http-client.js';

/**
 * The request of a route of `@tableside/contracts`: its method, and its path with the parameters filled in (each
 * URI-encoded); the query, body and credentials as given.
 */
export function routeRequest(
  route: Pick<RouteContract, 'method' | 'path'>,
  params: Readonly<Record<string, string | number>> = {},
  rest: Omit<RequestSpec, 'method' | 'path'> = {},
): RequestSpec {
  return { method: route.method, path: routePath(route.path, params), ...rest };
}
