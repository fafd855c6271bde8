/** One recorded request of the fake transport. */
export interface RecordedRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

type Reply = Response | Error | ((request: RecordedRequest) => Response | Error);

/** A scripted `fetch`: answers with the queued replies in order, records every request. */
export function fakeFetch(...replies: Reply[]) {
  const requests: RecordedRequest[] = [];
  const queue = [...replies];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const request: RecordedRequest = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (next === undefined) throw new Error('fakeFetch: no reply scripted');
    const reply = typeof next === 'function' ? next(request) : next;
    if (reply instanceof Error) throw reply;
    return reply.clone();
  };
  return { fetch: fetchImpl, requests };
}

/** A JSON response. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
