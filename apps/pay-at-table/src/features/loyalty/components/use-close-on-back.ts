import { useEffect, useRef } from 'react';

/** The history state key that marks the entry a dialog pushed. */
const MARK = 'tablesideDialog';

let nextMark = 0;

function markOf(state: unknown): unknown {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[MARK] : undefined;
}

/**
 * "Browser back closes it" (3 §2, the loyalty login): while `open`, the dialog owns a history entry of its own (the
 * same URL and router state, plus a mark), so the browser's back button pops that entry and closes the dialog
 * instead of leaving the page. A dialog closed any other way (its close button, Escape, success) pops its entry
 * itself, so the next back leaves the page as the diner expects. A navigation away while open leaves it alone.
 */
export function useCloseOnBack(open: boolean, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!open) return undefined;
    nextMark += 1;
    const mark = `dialog-${nextMark}`;
    const base: unknown = window.history.state;
    window.history.pushState({ ...(typeof base === 'object' && base !== null ? base : {}), [MARK]: mark }, '');
    let popped = false;
    const onPop = (event: PopStateEvent) => {
      if (markOf(event.state) === mark) return;
      popped = true;
      window.removeEventListener('popstate', onPop);
      onCloseRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!popped && markOf(window.history.state) === mark) window.history.back();
    };
  }, [open]);
}
