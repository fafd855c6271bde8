import type { CSSProperties } from 'react';

/** Venue branding as the server sends it; any colour not given keeps the default token. */
export interface Branding {
  readonly primaryColor?: string | undefined;
  readonly onPrimaryColor?: string | undefined;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

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
