import { createBrandingApi, createHttpClient, type Customization } from '@tableside/api-client';
import { useDocumentTheme } from '@tableside/ui';
import { useEffect, useState } from 'react';

/** The customizations already read on this page ("cached about 10 years", 3-menus §7: for the page's life here). */
const cache = new Map<string, Promise<Customization | undefined>>();

/**
 * The brand's enrollment customization through api-client's branding call (`GET
 * marketing/public/api/v1/enrollments/{id}/customization`, given up after 2 s, parsed with the contract, 3-menus §9),
 * read once per page. Any failure (timeout, refusal, an answer that breaks the contract) is no customization: the app
 * keeps the default tokens, and the next read tries again.
 */
export function readCustomization(
  enrollmentId: string,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  createTimeoutSignal?: (ms: number) => AbortSignal,
): Promise<Customization | undefined> {
  const cached = cache.get(enrollmentId);
  if (cached) return cached;
  const http = createHttpClient({ baseUrl: '', fetch: fetchImpl, ...(createTimeoutSignal ? { createTimeoutSignal } : {}) });
  const reading = createBrandingApi(http)
    .getCustomization(enrollmentId)
    .then((answer) => (answer.ok ? answer.value : undefined));
  cache.set(enrollmentId, reading);
  void reading.then((customization) => {
    if (customization === undefined) cache.delete(enrollmentId);
  });
  return reading;
}

/**
 * The guest app's branding (issue 14 "Branding"): reads the brand's enrollment customization without holding the first
 * render, then sets its theme as the CSS variables of packages/ui on the document's root (text light or dark by the 0.5
 * luminance rule), removing them when the app unmounts. Returns the customization once it arrives (for the logo).
 */
export function useBrandTheme(enrollmentId: string | undefined, fetchImpl?: typeof fetch): Customization | undefined {
  const [customization, setCustomization] = useState<Customization | undefined>(undefined);
  useEffect(() => {
    setCustomization(undefined);
    if (enrollmentId === undefined) return;
    let current = true;
    void readCustomization(enrollmentId, fetchImpl).then((read) => {
      if (current) setCustomization(read);
    });
    return () => {
      current = false;
    };
  }, [enrollmentId, fetchImpl]);
  const theme = customization?.theme;
  useDocumentTheme(theme);
  return customization;
}
