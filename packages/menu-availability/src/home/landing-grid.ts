import type { HomeTile } from './home-layout.js';

/** "Landing grid: 2 columns, gap 16" (1-core §2, 3-menus §2). */
export const LANDING_GRID_COLUMNS = 2;
export const LANDING_GRID_GAP_PX = 16;
/** Below this many landing elements every tile is large, one per row. */
export const LANDING_LARGE_TILE_THRESHOLD = 4;

/** A tile placed on the landing grid: how many of the 2 columns it spans. */
export interface LandingGridTile {
  readonly tile: HomeTile;
  readonly columnSpan: 1 | 2;
}

/**
 * The landing grid (3-menus §2 "Landing grid: 2 columns, gap 16; a large tile when fewer than 4 landing elements,
 * then one per row"): tiles in reading order of their position (row y, then column x); with fewer than 4 elements
 * each tile is large and spans both columns, otherwise a tile spans both columns only when its layout says large.
 */
export function landingGrid(tiles: readonly HomeTile[]): LandingGridTile[] {
  const ordered = [...tiles].sort((a, b) => a.position.y - b.position.y || a.position.x - b.position.x);
  const allLarge = ordered.length < LANDING_LARGE_TILE_THRESHOLD;
  return ordered.map((tile) => ({ tile, columnSpan: allLarge || tile.size === 'large' ? LANDING_GRID_COLUMNS : 1 }));
}
