/** Ends a `switch` over a union: a new member fails to compile here, and a bad runtime value throws. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
