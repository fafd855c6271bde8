export { ERROR_TYPES, errorBodySchema, isErrorType } from './errors.js';
export type { ErrorBody, ErrorType } from './errors.js';
export { err, ok } from './result.js';
export type { Result } from './result.js';
export { defineRoute, routePath } from './route.js';
export type { HttpMethod, RouteContract } from './route.js';
export { GUEST_TOKEN_HEADER, anyJsonObject, consumerSchema, idSchema } from './common.js';
export type { Consumer } from './common.js';
export * as billing from './billing.js';
