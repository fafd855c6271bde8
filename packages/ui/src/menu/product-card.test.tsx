import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ChipList, MAX_VISIBLE_CHIPS } from './chip-list.js';
import { MenuBlockCard } from './menu-block-card.js';
import { product, testLabels } from './menu-test-fixtures.js';
import { PriceLine } from './price-line.js';
import { ProductCard } from './product-card.js';

afterEach(cleanup);

const eur = (euros: number) => ({ amount: euros * 100_000, currency: 'EUR' });
const chips = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `t${i}`, name: `Tag ${i}` }));

describe('"List items show at most 3 tags then +N" (3-menus §2)', () => {
  test.each([
    [0, []],
    [2, ['Tag 0', 'Tag 1']],
    [3, ['Tag 0', 'Tag 1', 'Tag 2']],
    [4, ['Tag 0', 'Tag 1', 'Tag 2', '+1']],
    [7, ['Tag 0', 'Tag 1', 'Tag 2', '+4']],
  ])('%i chips show %j', (count, shown) => {
    render(<ChipList label="Tags" chips={chips(count)} moreLabel={testLabels.moreChips} />);
    expect(screen.queryAllByRole('listitem').map((item) => item.textContent)).toEqual(shown);
  });

  test('the limit is 3', () => {
    expect(MAX_VISIBLE_CHIPS).toBe(3);
  });
});

describe('PriceLine: "price (prefixed \'from\' for variant groups or prices set by sub-products)" (3-menus §2)', () => {
  test.each([
    ['exact', { kind: 'exact', price: eur(12) } as const, '€12.00'],
    ['from', { kind: 'from', price: eur(4.5) } as const, 'from €4.50'],
    ['none', { kind: 'none' } as const, ''],
  ])('%s', (_name, price, text) => {
    const { container } = render(<PriceLine price={price} locale="en-US" fromLabel={testLabels.fromPrice} />);
    expect(container.textContent).toBe(text);
  });
});

describe('ProductCard', () => {
  const steak = product({
    id: 'p1',
    name: 'Steak frites',
    shortDescription: 'Bavette, fries',
    imageUrl: '/steak.svg',
    tags: chips(2),
    allergens: [
      { id: 'a1', name: 'Gluten' },
      { id: 'a2', name: 'Milk' },
    ],
  });

  test('shows name, description, price, a 112 px image and at most 3 tag and allergen chips', () => {
    render(<ProductCard product={steak} price={{ kind: 'from', price: eur(18) }} locale="en-US" labels={testLabels} href="/p1" />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/p1');
    expect(link.textContent).toContain('Steak frites');
    expect(link.textContent).toContain('Bavette, fries');
    expect(link.textContent).toContain('from €18.00');
    const image = link.querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['112', '112']);
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tag 0', 'Tag 1', 'Gluten', '+1']);
  });

  test("the menu language's translation names and describes the product", () => {
    render(
      <ProductCard
        product={{ ...steak, translations: { FR: { name: 'Bavette', shortDescription: 'Frites maison' } } }}
        language="FR"
        price={{ kind: 'none' }}
        locale="fr-FR"
        labels={testLabels}
        href="#p1"
      />,
    );
    expect(screen.getByRole('link').textContent).toBe('BavetteFrites maison');
  });

  test('allergen chips are named in the menu language where the allergen is translated', () => {
    const eggs = product({
      id: 'p2',
      name: 'Île flottante',
      allergens: [
        { id: 'eggs', name: 'Eggs', translations: { FR: 'Œufs', UK: 'Яйця' } },
        { id: 'milk', name: 'Milk', translations: { FR: 'Lait' } },
      ],
    });
    const names = () =>
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    const { rerender } = render(<ProductCard product={eggs} language="FR" price={{ kind: 'none' }} locale="fr" labels={testLabels} href="#p2" />);
    expect(names()).toEqual(['Œufs', 'Lait']);
    rerender(<ProductCard product={eggs} language="UK" price={{ kind: 'none' }} locale="fr" labels={testLabels} href="#p2" />);
    expect(names()).toEqual(['Яйця', 'Milk']);
  });

  test('onSelect replaces following the link; without it the link is followed', () => {
    const onSelect = vi.fn();
    const { rerender } = render(<ProductCard product={steak} price={{ kind: 'none' }} locale="en-US" labels={testLabels} href="/p1" onSelect={onSelect} />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link').dispatchEvent(click);
    expect(onSelect).toHaveBeenCalledWith('p1');
    expect(click.defaultPrevented).toBe(true);
    rerender(
      <ProductCard
        product={{ ...steak, imageUrl: undefined, shortDescription: undefined, description: undefined }}
        price={{ kind: 'none' }}
        locale="en-US"
        labels={testLabels}
        href="#p1"
      />,
    );
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link').dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
    expect(screen.getByRole('link').querySelector('img')).toBeNull();
  });
});

describe('MenuBlockCard: "Block: title, description, imageUrl, url, url label, backgroundColor, textColor, translations" (3-menus §3)', () => {
  const block = {
    id: 'b1',
    title: 'Happy hour',
    description: '5 to 7',
    imageUrl: '/hh.svg',
    url: 'https://example.test',
    urlLabel: 'More',
    backgroundColor: 'rgb(0, 0, 0)',
    textColor: 'rgb(255, 255, 255)',
    translations: { FR: { title: 'Apéro', urlLabel: 'Plus' } },
  };

  test('shows the block in its colours with its link', () => {
    render(<MenuBlockCard block={block} href="/blocks/b1" />);
    const article = screen.getByRole('article');
    expect([article.style.background, article.style.color]).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    expect(screen.getByRole('link', { name: 'Happy hour' }).getAttribute('href')).toBe('/blocks/b1');
    expect(screen.getByRole('link', { name: 'More' }).getAttribute('href')).toBe('https://example.test');
    expect(screen.getByText('5 to 7')).toBeTruthy();
  });

  test('uses the translation of the menu language', () => {
    render(<MenuBlockCard block={block} language="FR" />);
    expect(screen.getByRole('heading').textContent).toBe('Apéro');
    expect(screen.getByRole('link').textContent).toBe('Plus');
  });

  test('a bare block is just its title', () => {
    render(<MenuBlockCard block={{ id: 'b2', title: 'Note' }} />);
    expect(screen.getByRole('article').textContent).toBe('Note');
  });
});
