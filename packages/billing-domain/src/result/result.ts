/**
 * The one `Result` of the packages: an expected outcome, a value or a failure, never thrown. The domain keys its
 * failures by `code`; `@tableside/contracts` and `@tableside/api-client` re-export this type.
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Wraps a success. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** Wraps an expected failure. */
export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

/** Ends a `switch` over a union: a new member makes this call a type error. */
export function exhaustiveSwitchError(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
