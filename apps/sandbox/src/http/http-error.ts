/** The JSON body of every 4xx answer. */
export interface ErrorBody {
  type: string;
  message: string;
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
export function notFound(type: string, message: string): HttpError {
  return new HttpError(404, { type, message });
}
