import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { item } from '../../test/fixtures.js';
import { nodeSubtle, nodeTextEncoder, sha256Hex } from '../../test/web-crypto.js';
import { canonicalBasketItems, serializeCanonical } from './basket-canonical.js';
import { computeBasketHash } from './basket-hash.js';
import type { BasketItem } from './basket-schema.js';

const subtle = nodeSubtle();
const textEncoder = nodeTextEncoder();

describe('basket hash (3 §3 "SHA-256 of a canonical form of the items (sorted by productId; quantity, id and nested sub-items)")', () => {
  test('is the SHA-256 of the canonical JSON, in lower-case hex', async () => {
    const items = [item('b', { quantity: 2 }), item('a', { subItems: [item('z'), item('y', { quantity: 3 })] })];
    const canonical =
      '[{"quantity":1,"id":"a","subItems":[{"quantity":3,"id":"y","subItems":[]},{"quantity":1,"id":"z","subItems":[]}]},{"quantity":2,"id":"b","subItems":[]}]';
    expect(serializeCanonical(canonicalBasketItems(items))).toBe(canonical);
    await expect(computeBasketHash(items, subtle, textEncoder)).resolves.toBe('1ae7b8d6e6845690f6f080848b1348eae8e1c78dda058902a9b519de4075fbbd');
  });

  test.each([
    ['"quantity"', item('a', { quantity: 2 })],
    ['"id"', item('b')],
    ['"nested sub-items"', item('a', { subItems: [item('s')] })],
  ])('changes when the %s of an item changes', async (_field, changed) => {
    await expect(computeBasketHash([changed], subtle, textEncoder)).resolves.not.toBe(await computeBasketHash([item('a')], subtle, textEncoder));
  });

  test('ignores what the canonical form leaves out (name, price, image, menu)', async () => {
    const renamed = item('a', { productName: 'Other', unitPrice: { amount: 1, currency: 'EUR' }, menuId: 'm2', productImageUrl: 'x' });
    await expect(computeBasketHash([renamed], subtle, textEncoder)).resolves.toBe(await computeBasketHash([item('a')], subtle, textEncoder));
  });

  test('hashes non-ASCII ids as UTF-8', async () => {
    const items = [item('café ☕ 𝄞')];
    const expected = sha256Hex(serializeCanonical(canonicalBasketItems(items)));
    await expect(computeBasketHash(items, subtle, textEncoder)).resolves.toBe(expected);
  });

  const itemArb: fc.Arbitrary<BasketItem> = fc.letrec<{ item: BasketItem }>((tie) => ({
    item: fc.record({
      menuId: fc.constant<string>('menu-1'),
      productId: fc.constantFrom<string>('p1', 'p2', 'p3', 'p4'),
      productName: fc.string(),
      subItems: fc.oneof({ depthSize: 'small' }, fc.constant<BasketItem[]>([]), fc.array(tie('item'), { maxLength: 3 })),
      quantity: fc.integer({ min: 1, max: 5 }),
      unitPrice: fc.record({ amount: fc.integer({ min: 0, max: 10_000_000 }), currency: fc.constant<string>('EUR') }),
    }),
  })).item;

  function shuffleDeep(items: readonly BasketItem[], seed: number): BasketItem[] {
    const shuffled = items.map((entry) => ({ ...entry, subItems: shuffleDeep(entry.subItems, seed + 1) }));
    for (let i = shuffled.length - 1; i > 0; i -= 1) {
      const j = (seed * 31 + i * 17) % (i + 1);
      [shuffled[i], shuffled[j]] = [shuffled[j] as BasketItem, shuffled[i] as BasketItem];
    }
    return shuffled;
  }

  test('property: the basket hash does not change when item order changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(itemArb, { maxLength: 6 }), fc.nat(), async (items, seed) => {
        const reordered = shuffleDeep(items, seed);
        expect(await computeBasketHash(reordered, subtle, textEncoder)).toBe(await computeBasketHash(items, subtle, textEncoder));
      }),
      { numRuns: 200 },
    );
  });
});
