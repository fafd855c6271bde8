import { describe, expect, test } from 'vitest';
import { staticMenuMode, staticMenuSchema } from './static-menu.js';

const pdfMenu = { id: 'wine', name: 'Wine list', pdfLink: 'https://example.com/wine.pdf' };
const externalUrl = { label: 'Our menu', url: 'https://example.com/menu' };

describe('"A static menu is usable if it has a menu list or an external url; one with only an external link is a link-out" (1-core §5)', () => {
  test.each([
    ['a menu list', { menus: [pdfMenu] }, 'in-app'],
    ['a menu list and an external url: the in-app menu', { menus: [pdfMenu], externalUrl }, 'in-app'],
    ['only an external link: a link-out', { externalUrl }, 'link-out'],
    ['an empty menu list and no url: not usable', { menus: [] }, 'unusable'],
    ['nothing: not usable', {}, 'unusable'],
  ])('%s', (_rule, raw, kind) => {
    expect(staticMenuMode(staticMenuSchema.parse(raw)).kind).toBe(kind);
  });

  test('the link-out carries the external url and the in-app mode carries the menus', () => {
    expect(staticMenuMode(staticMenuSchema.parse({ externalUrl }))).toEqual({ kind: 'link-out', externalUrl });
    expect(staticMenuMode(staticMenuSchema.parse({ menus: [pdfMenu] }))).toEqual({ kind: 'in-app', menus: [{ ...pdfMenu, imageLinks: [] }] });
  });

  test('an external url must not be empty', () => {
    expect(staticMenuSchema.safeParse({ externalUrl: { url: '' } }).success).toBe(false);
  });
});
