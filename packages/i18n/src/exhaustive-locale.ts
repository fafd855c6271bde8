/** Ends a `switch` over the locales: a new locale without a case is a type error. */
export function exhaustiveLocale(value: never): never {
  throw new Error(`Unknown locale: ${JSON.stringify(value)}`);
}
