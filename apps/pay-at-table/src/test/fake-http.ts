import { err, ok, type HttpClient, type RequestSpec } from '@tableside/api-client';

/** A refusal of the fake server: an HTTP error with the sandbox's `{type, message}` body. */
export class Refused {
  constructor(
    readonly status: number,
    readonly type: string,
  ) {}
}

/** The answers of a fake server, by `METHOD /path`. */
export type FakeRoutes = Record<string, (spec: RequestSpec) => unknown>;

/**
 * The app's transport answering `METHOD /path` from a table (a `Refused` is an HTTP error, `null` an empty 2xx body).
 * Every call is recorded; one the table does not know fails the test.
 */
export function fakeHttp(routes: FakeRoutes) {
  const calls: RequestSpec[] = [];
  const answer = (spec: RequestSpec) => {
    calls.push(spec);
    const route = routes[`${spec.method} ${spec.path}`];
    if (!route) throw new Error(`unexpected call ${spec.method} ${spec.path}`);
    return route(spec);
  };
  const refusal = (refused: Refused) => err({ type: 'http' as const, status: refused.status, body: { type: refused.type, message: 'refused' } });
  const json = async (spec: RequestSpec, schema: { parse: (value: unknown) => unknown }) => {
    const value = answer(spec);
    return value instanceof Refused ? refusal(value) : ok(schema.parse(value));
  };
  /** A file download: the route answers a Blob. */
  const blob = async (spec: RequestSpec) => {
    const value = answer(spec);
    return value instanceof Refused ? refusal(value) : ok(value as Blob);
  };
  return { http: { json, blob } as unknown as Partial<HttpClient>, calls };
}
