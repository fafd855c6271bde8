/** The external link kinds of a guest app (3 §2 "Burger menu"), in the order the menu shows them. */
export const LINK_ORDER = ['faq', 'legal', 'terms', 'wifiTerms', 'dataProtection', 'cookiesPolicy'] as const;
export type LinkKind = (typeof LINK_ORDER)[number];

/** The configured links (kind → https URL); a kind left out is not configured. */
export type ConfiguredLinks = Partial<Record<LinkKind, string>>;

/** A URL in the form links are compared: parsed, https only, without a fragment; undefined when it is not one. */
export function normaliseLinkUrl(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '') return undefined;
  parsed.hash = '';
  return parsed.href;
}

/**
 * The configured link `url` is, or undefined: the `external-link` page opens only a URL that is exactly one of the
 * configured links (after URL normalisation), never anything else — not a prefix, not another scheme, not another
 * host (3 §2 "external-link (url, title; opens faq, legal, terms and similar)").
 */
export function allowedLink(links: ConfiguredLinks, url: string | null | undefined): { kind: LinkKind; url: string } | undefined {
  if (!url) return undefined;
  const wanted = normaliseLinkUrl(url);
  if (!wanted) return undefined;
  for (const kind of LINK_ORDER) {
    const configured = links[kind];
    if (configured !== undefined && normaliseLinkUrl(configured) === wanted) return { kind, url: configured };
  }
  return undefined;
}

/** The configured links in menu order (only those configured, each an https URL). */
export function configuredLinks(links: ConfiguredLinks): { kind: LinkKind; url: string }[] {
  return LINK_ORDER.flatMap((kind) => {
    const url = links[kind];
    return url !== undefined && normaliseLinkUrl(url) ? [{ kind, url }] : [];
  });
}
