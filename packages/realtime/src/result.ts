/** An expected outcome: a value or a failure keyed by `code`, never thrown. */
export type Result<T, E extends { code: string }> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Wraps a success. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** Wraps an expected failure. */
export function err<E extends { code: string }>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
