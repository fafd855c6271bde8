import type { FastifyInstance } from 'fastify';

const routeLists = new WeakMap<FastifyInstance, readonly { method: string; url: string }[]>();

/** Every route registered on `app` (in any scope) since its prefixes were collected: method and URL pattern. */
export function registeredRoutes(app: FastifyInstance): readonly { method: string; url: string }[] {
  return routeLists.get(app) ?? [];
}

// The first path segments of the apps' client routes (and their assets): never API prefixes.
const appSegments: ReadonlySet<string> = new Set(['', 'venues', 'not-found', 'assets']);

function firstSegment(url: string): string {
  return (url.split('?')[0] ?? '').split('/')[1] ?? '';
}

/**
 * The API prefixes of the sandbox, derived from its routes: the first path segment of every registered route
 * (`/billing`, `/realtime`, `/sandbox`, …), so routes added later are covered. Paths under them are never an app page.
 */
export class ApiPrefixes {
  private readonly segments = new Set<string>();
  private readonly registered: { method: string; url: string }[] = [];

  /** Collects the prefixes of every route registered from now on (call before registering routes). */
  collect(app: FastifyInstance): void {
    routeLists.set(app, this.registered);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) this.registered.push({ method, url: route.url });
      const segment = firstSegment(route.url);
      if (!appSegments.has(segment) && !segment.startsWith(':') && !segment.startsWith('*')) this.segments.add(segment);
    });
  }

  /** True when `url` (path and query) is under an API prefix. */
  matches(url: string): boolean {
    return this.segments.has(firstSegment(url));
  }

  /** The prefixes, e.g. `/billing`. */
  list(): string[] {
    return [...this.segments].map((segment) => `/${segment}`).sort();
  }
}
