import type { CSSProperties } from 'react';

/** Venue branding as the server sends it; any colour not given keeps the default token. */
export interface Branding {
  readonly primaryColor?: string | undefined;
  readonly onPrimaryColor?: string | undefined;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "text colour light or dark by luminance threshold 0.5" (3-menus §9). */
export const LUMINANCE_THRESHOLD = 0.5;
/** The light and dark text colours the luminance rule picks between. */
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#1a1a1a';

/** True for a plain hex colour (`#abc` or `#aabbcc`), the only colours branding applies. */
export function isHexColour(colour: string): boolean {
  return HEX_COLOUR.test(colour);
}

/** The red, green and blue channels (0–255) of a hex colour; undefined when it is not one. */
function channels(colour: string): [number, number, number] | undefined {
  if (!isHexColour(colour)) return undefined;
  const hex = colour.length === 4 ? [...colour.slice(1)].map((c) => c + c).join('') : colour.slice(1);
  return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

/**
 * The relative luminance of a hex colour (WCAG 2: the sRGB channels linearised, weighted 0.2126, 0.7152, 0.0722),
 * from 0 (black) to 1 (white); undefined when the colour is not hex.
 */
export function relativeLuminance(colour: string): number | undefined {
  const rgb = channels(colour);
  if (!rgb) return undefined;
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The text colour on a background by the luminance rule: dark text on a background whose luminance is above 0.5,
 * light text otherwise; undefined when the background is not a hex colour.
 */
export function textColourOn(background: string): string | undefined {
  const luminance = relativeLuminance(background);
  if (luminance === undefined) return undefined;
  return luminance > LUMINANCE_THRESHOLD ? DARK_TEXT : LIGHT_TEXT;
}

/**
 * Maps venue branding to the CSS variables the components read. Colours that are not plain hex values are
 * ignored, so server data can never inject arbitrary CSS.
 */
export function brandingVariables(branding: Branding): CSSProperties {
  const variables: Record<string, string> = {};
  if (branding.primaryColor && HEX_COLOUR.test(branding.primaryColor)) variables['--ts-brand-primary'] = branding.primaryColor;
  if (branding.onPrimaryColor && HEX_COLOUR.test(branding.onPrimaryColor)) variables['--ts-brand-on-primary'] = branding.onPrimaryColor;
  return variables;
}

/** The colours of an enrollment customization (3-menus §3 "theme.background.brand, color theme"). */
export interface BrandTheme {
  readonly background?: { readonly brand?: string | undefined } | undefined;
  readonly color?: string | undefined;
}

/**
 * The CSS variables of a customization's theme: the accent colour (`--ts-brand-primary`) with the text on it, and the
 * brand background (`--ts-brand-background`) with the text on it, each text colour light or dark by the luminance
 * rule. Colours that are not hex are left out (the defaults stay).
 */
export function themeVariables(theme: BrandTheme | undefined): Record<string, string> {
  const variables: Record<string, string> = {};
  const primary = theme?.color;
  const onPrimary = primary === undefined ? undefined : textColourOn(primary);
  if (primary !== undefined && onPrimary !== undefined) {
    variables['--ts-brand-primary'] = primary;
    variables['--ts-brand-on-primary'] = onPrimary;
  }
  const background = theme?.background?.brand;
  const onBackground = background === undefined ? undefined : textColourOn(background);
  if (background !== undefined && onBackground !== undefined) {
    variables['--ts-brand-background'] = background;
    variables['--ts-brand-on-background'] = onBackground;
  }
  return variables;
}
