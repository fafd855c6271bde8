import { computeBasketHash, type BasketItem, type DigestPort } from '@tableside/ordering';

/** Web Crypto's SHA-256 behind the ordering package's port (a copy gives `digest` an ArrayBuffer-backed view). */
export const webDigest: DigestPort = {
  digest: (algorithm, data) => globalThis.crypto.subtle.digest(algorithm, new Uint8Array(data)),
};

/** The basket hash (3-menus §3) with the browser's Web Crypto and TextEncoder. */
export function basketHashOf(items: readonly BasketItem[]): Promise<string> {
  return computeBasketHash(items, webDigest, new TextEncoder());
}
