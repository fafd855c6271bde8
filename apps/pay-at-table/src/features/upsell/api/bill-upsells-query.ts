import type { AppServices } from '../../../lib/services.js';

/** The language of the upsells' names: the interface language's subtag (`fr` of `fr-BE`). */
export function upsellLanguage(locale: string): string {
  return locale.split('-')[0] ?? locale;
}

/**
 * The query of a business's bill upsells (`GET upsell/businesses/{id}?language=`), one definition for the carousel
 * that shows them and for the bill route, which starts it as soon as the bill has rendered: the menus API's chunk
 * and the call then load beside the carousel's own chunk instead of after it (issue 12, the upsells' first image is
 * the bill page's largest paint).
 */
export function billUpsellsQuery(api: AppServices['api'], businessId: string | undefined, locale: string) {
  const language = upsellLanguage(locale);
  return {
    queryKey: ['bill-upsells', businessId, language] as const,
    queryFn: () => api.menus.getBusinessUpsells(businessId ?? '', language),
    enabled: businessId !== undefined,
    staleTime: 5 * 60_000,
  };
}
