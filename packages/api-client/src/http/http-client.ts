import * as z from 'zod/mini';
import { err, ok, type Result } from '../result.js';
import type { ApiError, NetworkError } from './api-error.js';

/** The prefix of every correlation id (1-core §7 "a correlation id header prefixed pat_spa_"). */
export const CORRELATION_ID_PREFIX = 'pat_spa_';
export const CORRELATION_ID_HEADER = 'x-correlation-id';
export const GUEST_TOKEN_HEADER = 'x-tableside-guest-token';

/** What the transport needs from its host; every environment dependency is injected. */
export interface HttpClientConfig {
  /** The API origin, e.g. `http://127.0.0.1:4000` (no trailing slash needed). */
  readonly baseUrl: string;
  /** Transport; defaults to the global `fetch`. */
  readonly fetch?: typeof fetch;
  /** Uuid source for correlation ids; defaults to `crypto.randomUUID`. */
  readonly generateUuid?: () => string;
  /** The guest token sent on billing mutations (`x-tableside-guest-token`). */
  readonly getGuestToken?: () => string | undefined | Promise<string | undefined>;
  /** Optional request timeout (1-core §7 "An optional request timeout exists"). */
  readonly timeoutMs?: number;
  /** Builds the abort signal of a timeout; defaults to `AbortSignal.timeout`. */
  readonly createTimeoutSignal?: (ms: number) => AbortSignal;
  /** Extra context headers added to every request (e.g. venue or table context). */
  readonly contextHeaders?: () => Record<string, string>;
}

/** One call, described as data. */
export interface RequestSpec {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  /** Billing mutations carry the guest token. */
  readonly guest?: boolean;
  /** A bearer token for account endpoints. */
  readonly bearer?: string;
  /** This call's timeout, instead of the client's (e.g. the customization's 2 s). */
  readonly timeoutMs?: number;
}

/** A raw answer: status and the response, before parsing. */
interface RawResponse {
  readonly status: number;
  readonly response: Response;
}

/** The transport every endpoint module uses. */
export interface HttpClient {
  /** Sends and parses a JSON answer with `schema`. */
  json<S extends z.core.$ZodType>(spec: RequestSpec, schema: S): Promise<Result<z.output<S>, ApiError>>;
  /** Sends and returns the answer as a binary blob (PDFs). */
  blob(spec: RequestSpec): Promise<Result<Blob, ApiError>>;
  /** Sends and ignores the body of a 2xx answer. */
  send(spec: RequestSpec): Promise<Result<undefined, ApiError>>;
}

/** Builds a path from a template, URI-encoding every interpolated segment. */
export function path(strings: TemplateStringsArray, ...segments: readonly (string | number)[]): string {
  return strings.reduce((acc, part, index) => {
    const segment = segments[index];
    return acc + part + (segment === undefined ? '' : encodeURIComponent(String(segment)));
  }, '');
}

function defaultUuid(): string {
  return globalThis.crypto.randomUUID();
}

function toNetworkError(cause: unknown): NetworkError {
  const name = cause instanceof Error ? cause.name : '';
  const message = cause instanceof Error ? cause.message : String(cause);
  return { type: 'network', message, timedOut: name === 'TimeoutError' };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A non-JSON error page is still an answer worth returning verbatim.
    return text;
  }
}

/** Creates the transport: correlation ids, JSON content type, guest token, timeout, errors as values. */
export function createHttpClient(config: HttpClientConfig): HttpClient {
  const doFetch = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const generateUuid = config.generateUuid ?? defaultUuid;
  const createTimeoutSignal = config.createTimeoutSignal ?? ((ms: number) => AbortSignal.timeout(ms));
  const baseUrl = config.baseUrl.replace(/\/+$/, '');

  async function execute(spec: RequestSpec): Promise<Result<RawResponse, ApiError>> {
    const headers: Record<string, string> = {
      ...config.contextHeaders?.(),
      [CORRELATION_ID_HEADER]: `${CORRELATION_ID_PREFIX}${generateUuid()}`,
    };
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    if (spec.guest) {
      const token = await config.getGuestToken?.();
      if (token) headers[GUEST_TOKEN_HEADER] = token;
    }
    if (spec.bearer) headers.authorization = `Bearer ${spec.bearer}`;
    const query = spec.query ? `?${new URLSearchParams(spec.query).toString()}` : '';
    const init: RequestInit = { method: spec.method, headers };
    if (spec.body !== undefined) init.body = JSON.stringify(spec.body);
    const timeoutMs = spec.timeoutMs ?? config.timeoutMs;
    if (timeoutMs !== undefined) init.signal = createTimeoutSignal(timeoutMs);
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${spec.path}${query}`, init);
    } catch (cause) {
      return err(toNetworkError(cause));
    }
    if (!response.ok) {
      try {
        return err({ type: 'http', status: response.status, body: await readBody(response) });
      } catch (cause) {
        return err(toNetworkError(cause));
      }
    }
    return ok({ status: response.status, response });
  }

  return {
    async json(spec, schema) {
      const raw = await execute(spec);
      if (!raw.ok) return raw;
      let body: unknown;
      try {
        body = await readBody(raw.value.response);
      } catch (cause) {
        return err(toNetworkError(cause));
      }
      const parsed = z.safeParse(schema, body);
      if (!parsed.success) return err({ type: 'invalid-response', status: raw.value.status, issues: parsed.error.issues });
      return ok(parsed.data);
    },
    async blob(spec) {
      const raw = await execute(spec);
      if (!raw.ok) return raw;
      try {
        return ok(await raw.value.response.blob());
      } catch (cause) {
        return err(toNetworkError(cause));
      }
    },
    async send(spec) {
      const raw = await execute(spec);
      if (!raw.ok) return raw;
      try {
        await raw.value.response.arrayBuffer();
      } catch {
        // The verdict is the 2xx status; a body cut short after it changes nothing.
      }
      return ok(undefined);
    },
  };
}
