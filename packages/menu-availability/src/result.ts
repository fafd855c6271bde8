/** An expected outcome: either a value or a failure keyed by `code`. */
export type Result<T, E extends { code: string }> = { ok: true; value: T } | { ok: false; error: E };

/** Wraps a successful value. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** Wraps an expected failure. */
export function err<E extends { code: string }>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}

/** Ends a `switch` over a union: compiling proves every member is handled. */
export function exhaustiveSwitchError(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
