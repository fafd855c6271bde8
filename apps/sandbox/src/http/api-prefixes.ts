import type { FastifyInstance } from 'fastify';

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

  /** Collects the prefixes of every route registered from now on (call before registering routes). */
  collect(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
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
