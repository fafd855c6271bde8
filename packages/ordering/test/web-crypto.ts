import type { DigestPort, Utf8Encoder } from '../src/basket/basket-hash.js';

interface RuntimeGlobals {
  readonly crypto: { readonly subtle: DigestPort };
  readonly TextEncoder: new () => Utf8Encoder;
}

function isRuntime(value: unknown): value is RuntimeGlobals {
  return typeof value === 'object' && value !== null && 'crypto' in value && 'TextEncoder' in value;
}

function runtime(): RuntimeGlobals {
  if (!isRuntime(globalThis)) throw new Error('Web Crypto and TextEncoder are not available in this runtime');
  return globalThis;
}

/** Node's Web Crypto (`globalThis.crypto.subtle`), for tests only: the domain takes it as a parameter. */
export function nodeSubtle(): DigestPort {
  return runtime().crypto.subtle;
}

/** The runtime's TextEncoder, the UTF-8 encoder the apps pass in. */
export function nodeTextEncoder(): Utf8Encoder {
  return new (runtime().TextEncoder)();
}

/** SHA-256 of a string's UTF-8 bytes through Node's own hashing, an independent reference for the basket hash. */
export { sha256Hex } from './sha256-hex.js';
