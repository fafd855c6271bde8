/** Where the venue's branding shows on a path (3-menus §3 customization, applied in pay-at-table). */
export type BrandPlacement = 'hero' | 'bar' | 'colours';

const VENUE_LANDING = /^\/venues\/[^/]+\/?$/;
const BILL = /^\/venues\/[^/]+\/bills\/[^/]+\/?$/;

/**
 * The venue landing shows the full hero (cover, logo, welcome text, banners); the bill page a bar (logo and welcome
 * text) above the bill; every other venue page only takes the colours.
 */
export function brandPlacement(pathname: string): BrandPlacement {
  if (VENUE_LANDING.test(pathname)) return 'hero';
  if (BILL.test(pathname)) return 'bar';
  return 'colours';
}
