/** "Preload forced away after 5 s; render settle 500 ms" (1-core §9). */
export const PRELOAD_MAX_MS = 5_000;
export const RENDER_SETTLE_MS = 500;

/** Hides the preload screen of index.html (idempotent). */
export function hidePreload(doc: Document = document): void {
  const element = doc.getElementById('preload');
  if (element) element.hidden = true;
}

/**
 * "A preload screen hides once rendering settles, or after 5 seconds at most" (1-core §1): returns the function
 * to call when the first screen has rendered; whichever comes first hides the screen.
 */
export function schedulePreloadHide(timers: { setTimeout(callback: () => void, ms: number): unknown }, doc: Document = document): () => void {
  timers.setTimeout(() => hidePreload(doc), PRELOAD_MAX_MS);
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    // A page rendered on the server is inert until then: its controls do nothing before the app runs them.
    doc.getElementById('root')?.removeAttribute('inert');
    timers.setTimeout(() => hidePreload(doc), RENDER_SETTLE_MS);
  };
}
