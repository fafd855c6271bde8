import { useCallback, useEffect, useRef, useState } from 'react';
import { categoryAnchorId } from './category-anchor.js';

/** "selection by scroll is ignored for the first 1 s" (3-menus §2, §9 "tab selection ignore window 1 s"). */
export const CATEGORY_SCROLL_IGNORE_MS = 1000;
/** "header offset 64 px" (3-menus §2, §9). */
export const CATEGORY_HEADER_OFFSET_PX = 64;
/** "scroll debounce 200 ms" (3-menus §2, §9). */
export const CATEGORY_SCROLL_DEBOUNCE_MS = 200;

/** The timers the hook uses; tests pass fakes. */
export interface ScrollSpyTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Something that emits `scroll` events and can scroll (the window, or a scrolling container). */
export interface ScrollTarget {
  addEventListener(type: 'scroll', listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: 'scroll', listener: () => void): void;
  scrollBy(options: ScrollToOptions): void;
}

export interface CategoryScrollSpyOptions {
  readonly categoryIds: readonly string[];
  /** Milliseconds from any fixed origin; the ignore window is measured from the first render. */
  readonly now?: () => number;
  readonly timers?: ScrollSpyTimers;
  readonly scrollTarget?: ScrollTarget;
  /** The top of a category's section relative to the viewport; defaults to its `#category-id-{id}` element. */
  readonly topOf?: (categoryId: string) => number | undefined;
}

/**
 * The category whose section has reached the bottom of the header: the last section whose top is at or above
 * the 64 px offset, else the first one.
 */
export function activeCategoryFromTops(tops: readonly { readonly id: string; readonly top: number }[], offset = CATEGORY_HEADER_OFFSET_PX): string | undefined {
  let active = tops[0]?.id;
  for (const { id, top } of tops) if (top - offset <= 1) active = id;
  return active;
}

const systemTimers: ScrollSpyTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

function defaultTopOf(categoryId: string): number | undefined {
  return document.getElementById(categoryAnchorId(categoryId))?.getBoundingClientRect().top;
}

/**
 * The category tab bar's highlight follows the scroll (3-menus §2): scroll events are debounced by 200 ms, the
 * first second after the menu shows is ignored, and a section counts as reached at the 64 px header offset.
 * `select` highlights a tab and scrolls its section to just under the header.
 */
export function useCategoryScrollSpy({
  categoryIds,
  now = () => performance.now(),
  timers = systemTimers,
  scrollTarget,
  topOf = defaultTopOf,
}: CategoryScrollSpyOptions) {
  const [activeId, setActiveId] = useState<string | undefined>(categoryIds[0]);
  const shownAt = useRef<number | undefined>(undefined);
  const latest = useRef({ categoryIds, now, timers, topOf });
  latest.current = { categoryIds, now, timers, topOf };
  const key = categoryIds.join('\n');

  // The category list is compared by value (`key`): a new array with the same ids is the same list.
  useEffect(() => {
    const ids = latest.current.categoryIds;
    setActiveId((current) => (current !== undefined && ids.includes(current) ? current : ids[0]));
  }, [key]);

  useEffect(() => {
    const target = scrollTarget ?? window;
    shownAt.current = latest.current.now();
    let pending: unknown;
    const onScroll = () => {
      const { now: clock, timers: t } = latest.current;
      if (shownAt.current !== undefined && clock() - shownAt.current < CATEGORY_SCROLL_IGNORE_MS) return;
      if (pending !== undefined) t.clearTimeout(pending);
      pending = t.setTimeout(() => {
        pending = undefined;
        const { categoryIds: ids, topOf: top } = latest.current;
        const tops = ids.flatMap((id) => {
          const value = top(id);
          return value === undefined ? [] : [{ id, top: value }];
        });
        const next = activeCategoryFromTops(tops);
        if (next !== undefined) setActiveId(next);
      }, CATEGORY_SCROLL_DEBOUNCE_MS);
    };
    target.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      target.removeEventListener('scroll', onScroll);
      if (pending !== undefined) latest.current.timers.clearTimeout(pending);
    };
  }, [scrollTarget]);

  const select = useCallback(
    (categoryId: string) => {
      setActiveId(categoryId);
      const top = latest.current.topOf(categoryId);
      if (top !== undefined) (scrollTarget ?? window).scrollBy({ top: top - CATEGORY_HEADER_OFFSET_PX, behavior: 'smooth' });
    },
    [scrollTarget],
  );

  return { activeId, select };
}
