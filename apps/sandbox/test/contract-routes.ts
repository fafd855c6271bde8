import * as contracts from '@tableside/contracts';
import type { RouteContract } from '@tableside/contracts';

function isRoute(value: unknown): value is RouteContract {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value && 'errors' in value;
}

/**
 * Every route declared in @tableside/contracts: each route object its area modules export (alone, in their
 * `…Routes` record, or in a list such as the realtime `refusedWrites`), once. A route added to a module is listed
 * here without a step to forget; `contract-coverage.test.ts` checks the sandbox serves exactly these.
 */
export const contractRoutes: readonly RouteContract[] = [
  ...new Set(
    (Object.values(contracts) as unknown[])
      .filter((area): area is Record<string, unknown> => typeof area === 'object' && area !== null && !Array.isArray(area))
      .flatMap((area) => Object.values(area))
      .flatMap((value) => (Array.isArray(value) ? value : isRoute(value) ? [value] : []))
      .filter(isRoute),
  ),
];
