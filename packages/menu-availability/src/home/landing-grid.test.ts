import { describe, expect, test } from 'vitest';
import type { HomeTile } from './home-layout.js';
import { LANDING_GRID_COLUMNS, LANDING_GRID_GAP_PX, landingGrid } from './landing-grid.js';

const tile = (label: string, x: number, y: number, size: 'small' | 'large' = 'small'): HomeTile => ({
  type: 'subMenu',
  menuId: 'm',
  label,
  position: { x, y },
  size,
  hideLabel: false,
});

describe('landing grid (3-menus §2)', () => {
  test('"Landing grid: 2 columns, gap 16"', () => {
    expect([LANDING_GRID_COLUMNS, LANDING_GRID_GAP_PX]).toEqual([2, 16]);
  });

  test.each<[string, HomeTile[], [string, number][]]>([
    [
      '"a large tile when fewer than 4 landing elements, then one per row": 3 small tiles',
      [tile('b', 1, 0), tile('a', 0, 0), tile('c', 0, 1)],
      [
        ['a', 2],
        ['b', 2],
        ['c', 2],
      ],
    ],
    [
      '4 or more elements: small tiles share a row, large ones span it',
      [tile('d', 1, 1), tile('a', 0, 0, 'large'), tile('b', 0, 1), tile('c', 1, 2)],
      [
        ['a', 2],
        ['b', 1],
        ['d', 1],
        ['c', 1],
      ],
    ],
    ['no elements', [], []],
  ])('%s', (_rule, tiles, expected) => {
    expect(landingGrid(tiles).map(({ tile: placed, columnSpan }) => [placed.label, columnSpan])).toEqual(expected);
  });
});
