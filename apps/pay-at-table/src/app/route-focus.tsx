import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import classes from './root-layout.module.css';

/** How long a new page may take to show its heading (lazy chunk, then its data) before focus is left where it is. */
const HEADING_WAIT_MS = 10_000;

/** The page's heading: the first visible `h1` of the main region that is not inside a dialog. */
function pageHeading(main: HTMLElement): HTMLHeadingElement | undefined {
  return Array.from(main.querySelectorAll('h1')).find((heading) => heading.closest('[role="dialog"]') === null);
}

/** A dialog opened with the page, or a field the page focused on purpose (the card number's autofocus), keeps focus. */
function keepsFocus(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return active.closest('[role="dialog"]') !== null || (main.contains(active) && active.matches('input, select, textarea'));
}

/**
 * Focus on navigation: after each route change (a new path, not a hash or a state), focus moves to the new page's
 * `h1` (made focusable with `tabIndex=-1`) and its text is announced in a polite live region, so keyboard and
 * screen-reader users start at the top of the new page. The first page keeps the browser's focus; a dialog that
 * opened with the page, or a field it autofocuses, keeps its focus.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>): string {
  const { pathname } = useLocation();
  const first = useRef(true);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const found = main.current;
    if (!found) return undefined;
    const container: HTMLElement = found;
    const observer = new MutationObserver(() => moveFocus());
    const timeout = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timeout);
    };
    function moveFocus() {
      const heading = pageHeading(container);
      if (!heading) return;
      stop();
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      if (!keepsFocus(container)) heading.focus();
      setAnnouncement(heading.textContent?.trim() ?? '');
    }
    observer.observe(container, { childList: true, subtree: true });
    moveFocus();
    return stop;
  }, [pathname, main]);

  return announcement;
}

/** The polite live region that says which page is now shown. */
export function RouteAnnouncer({ announcement }: { readonly announcement: string }) {
  return (
    <p className={classes.visuallyHidden} aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  );
}
