/**
 * The JSON body of every 4xx answer: `type` is a stable code, `message` names the field at fault, and `field` is its
 * path (`body.splitAmount`, `params.billId`, `query.limit`, `header.x-tableside-guest-token`) when one field is.
 */
export interface ErrorBody {
  type: string;
  message: string;
  field?: string;
  issues?: unknown[];
  previousBillSplitAmount?: unknown;
  newBillSplitAmount?: unknown;
}

/** An expected refusal that a route turns into a 4xx answer. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: ErrorBody;

  constructor(statusCode: number, body: ErrorBody) {
    super(body.message);
    this.statusCode = statusCode;
    this.body = body;
  }
}

/** 404 with the spec's wording (1-core §8 "Document not found in the store"). */
export function notFound(type: string, message: string, field?: string): HttpError {
  return new HttpError(404, { type, message, ...(field ? { field } : {}) });
}

/** The request parts a field can sit in, as they are named in `field` paths. */
export type RequestPart = 'body' | 'params' | 'query' | 'header';

/** `body.items.0.quantity` from a part and a zod-style path. */
export function fieldPath(part: RequestPart, path: readonly PropertyKey[] = []): string {
  return [part, ...path.map(String)].join('.');
}
