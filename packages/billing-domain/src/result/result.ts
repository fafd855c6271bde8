/** An expected outcome: a value or an error keyed by `code`. */
export type Result<T, E extends { code: string }> = { ok: true; value: T } | { ok: false; error: E };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function err<E extends { code: string }>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}

/** Ends a `switch` over a union: a new member makes this call a type error. */
export function exhaustiveSwitchError(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
