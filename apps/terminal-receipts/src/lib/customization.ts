import { routePath } from '@tableside/contracts';
import { CUSTOMIZATION_TIMEOUT_MS, customizationSchema, enrollmentCustomization, type Customization } from '@tableside/contracts/branding';

/** The customizations already read on this page ("cached about 10 years", 3-menus §7: for the page's life here). */
const cache = new Map<string, Promise<Customization | undefined>>();

/**
 * The enrollment's customization (`GET marketing/public/api/v1/enrollments/{id}/customization`), given up after 2 s
 * (3-menus §9). Any failure (timeout, refusal, an answer that breaks the contract) is no customization: the landing
 * keeps the default tokens.
 */
export function readCustomization(
  enrollmentId: string,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  timeoutSignal: (ms: number) => AbortSignal = (ms) => AbortSignal.timeout(ms),
): Promise<Customization | undefined> {
  const cached = cache.get(enrollmentId);
  if (cached) return cached;
  const reading = (async () => {
    try {
      const response = await fetchImpl(routePath(enrollmentCustomization.path, { id: enrollmentId }), {
        headers: { accept: 'application/json' },
        signal: timeoutSignal(CUSTOMIZATION_TIMEOUT_MS),
      });
      if (!response.ok) return undefined;
      const parsed = customizationSchema.safeParse(await response.json());
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  })();
  cache.set(enrollmentId, reading);
  // A failed read is tried again on the next landing, not cached.
  void reading.then((customization) => {
    if (customization === undefined) cache.delete(enrollmentId);
  });
  return reading;
}
