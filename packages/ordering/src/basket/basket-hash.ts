import { canonicalBasketItems, serializeCanonical } from './basket-canonical.js';
import type { BasketItem } from './basket-schema.js';

/** The slice of Web Crypto (`crypto.subtle`) that the basket hash needs. */
export interface DigestPort {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}

/** A UTF-8 encoder (`new TextEncoder()`), passed in because the domain's ES-only lib does not declare one. */
export interface Utf8Encoder {
  encode(text: string): Uint8Array;
}

/**
 * "Basket hash: SHA-256 of a canonical form of the items (sorted by productId; quantity, id and nested sub-items)"
 * (3 §3). Returns the digest as lower-case hex.
 */
export async function computeBasketHash(items: readonly BasketItem[], crypto: DigestPort, encoder: Utf8Encoder): Promise<string> {
  const canonical = serializeCanonical(canonicalBasketItems(items));
  const digest = await crypto.digest('SHA-256', encoder.encode(canonical));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
