import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CategoryTabBar } from './category-tab-bar.js';
import {
  CATEGORY_HEADER_OFFSET_PX,
  CATEGORY_SCROLL_DEBOUNCE_MS,
  CATEGORY_SCROLL_IGNORE_MS,
  activeCategoryFromTops,
  useCategoryScrollSpy,
  type ScrollSpyTimers,
} from './use-category-scroll-spy.js';

afterEach(cleanup);

const categories = [
  { id: 'c1', name: 'Starters' },
  { id: 'c2', name: 'Mains' },
  { id: 'c3', name: 'Desserts' },
];

/** Manual timers and clock: the test decides when time passes. */
function manualTime() {
  let clock = 0;
  let nextId = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: ScrollSpyTimers = {
    setTimeout: (run, ms) => {
      nextId += 1;
      pending.set(nextId, { at: clock + ms, run });
      return nextId;
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    clock += ms;
    for (const [id, timer] of [...pending]) {
      if (timer.at <= clock) {
        pending.delete(id);
        act(() => timer.run());
      }
    }
  };
  return { timers, now: () => clock, advance, pendingCount: () => pending.size };
}

function scrollTarget() {
  const target = new EventTarget();
  const scrollBy = vi.fn();
  return Object.assign(target, { scrollBy });
}

function Harness(props: { tops: Record<string, number>; time: ReturnType<typeof manualTime>; target: ReturnType<typeof scrollTarget>; ids?: string[] }) {
  const spy = useCategoryScrollSpy({
    categoryIds: props.ids ?? categories.map((c) => c.id),
    now: props.time.now,
    timers: props.time.timers,
    scrollTarget: props.target,
    topOf: (id) => props.tops[id],
  });
  return (
    <CategoryTabBar
      label="Categories"
      categories={categories.filter((c) => (props.ids ?? ['c1', 'c2', 'c3']).includes(c.id))}
      activeId={spy.activeId}
      onSelect={spy.select}
    />
  );
}

const current = () => screen.getAllByRole('link').find((link) => link.getAttribute('aria-current') === 'true')?.textContent;

describe('category tab bar constants (3-menus §2, §9)', () => {
  test.each([
    ['"selection by scroll is ignored for the first 1 s"', CATEGORY_SCROLL_IGNORE_MS, 1000],
    ['"header offset 64 px"', CATEGORY_HEADER_OFFSET_PX, 64],
    ['"scroll debounce 200 ms"', CATEGORY_SCROLL_DEBOUNCE_MS, 200],
  ])('%s', (_rule, value, expected) => {
    expect(value).toBe(expected);
  });
});

describe('activeCategoryFromTops', () => {
  test.each([
    ['nothing scrolled: the first', { c1: 100, c2: 600, c3: 1200 }, 'c1'],
    ['a section at the 64 px header offset is reached', { c1: -400, c2: 64, c3: 600 }, 'c2'],
    ['a section 1 px below the offset counts (rounding)', { c1: -400, c2: 65, c3: 600 }, 'c2'],
    ['a section further below is not reached', { c1: -400, c2: 70, c3: 600 }, 'c1'],
    ['the last reached section wins', { c1: -900, c2: -300, c3: 10 }, 'c3'],
  ])('%s', (_name, tops, expected) => {
    expect(activeCategoryFromTops(Object.entries(tops).map(([id, top]) => ({ id, top })))).toBe(expected);
  });

  test('no sections, no category', () => {
    expect(activeCategoryFromTops([])).toBeUndefined();
  });
});

describe('CategoryTabBar with useCategoryScrollSpy ("highlight follows scroll")', () => {
  test('the first category is current at first; scrolling in the first second is ignored', () => {
    const time = manualTime();
    const target = scrollTarget();
    render(<Harness tops={{ c1: -500, c2: 0, c3: 900 }} time={time} target={target} />);
    expect(current()).toBe('Starters');
    time.advance(999);
    target.dispatchEvent(new Event('scroll'));
    expect(time.pendingCount()).toBe(0);
    time.advance(500);
    expect(current()).toBe('Starters');
  });

  test('after 1 s, the highlight follows the scroll once it has rested 200 ms', () => {
    const time = manualTime();
    const target = scrollTarget();
    const tops = { c1: -500, c2: 0, c3: 900 };
    render(<Harness tops={tops} time={time} target={target} />);
    time.advance(1000);
    target.dispatchEvent(new Event('scroll'));
    time.advance(199);
    expect(current()).toBe('Starters');
    target.dispatchEvent(new Event('scroll'));
    expect(time.pendingCount()).toBe(1);
    time.advance(199);
    expect(current()).toBe('Starters');
    time.advance(1);
    expect(current()).toBe('Mains');
  });

  test('selecting a tab marks it and scrolls its section under the 64 px header', () => {
    const time = manualTime();
    const target = scrollTarget();
    render(<Harness tops={{ c1: 0, c2: 400, c3: 900 }} time={time} target={target} />);
    fireEvent.click(screen.getByRole('link', { name: 'Desserts' }));
    expect(current()).toBe('Desserts');
    expect(target.scrollBy).toHaveBeenCalledWith({ top: 900 - 64, behavior: 'smooth' });
    expect(screen.getByRole('link', { name: 'Desserts' }).getAttribute('href')).toBe('#category-id-c3');
  });

  test('a category whose section is not rendered is still marked, without scrolling', () => {
    const time = manualTime();
    const target = scrollTarget();
    render(<Harness tops={{ c1: 0 }} time={time} target={target} />);
    fireEvent.click(screen.getByRole('link', { name: 'Mains' }));
    expect(current()).toBe('Mains');
    expect(target.scrollBy).not.toHaveBeenCalled();
  });

  test('when the current category is filtered out, the first remaining one becomes current', () => {
    const time = manualTime();
    const target = scrollTarget();
    const { rerender } = render(<Harness tops={{}} time={time} target={target} />);
    fireEvent.click(screen.getByRole('link', { name: 'Starters' }));
    rerender(<Harness tops={{}} time={time} target={target} ids={['c2', 'c3']} />);
    expect(current()).toBe('Mains');
  });

  test('arrow keys move focus between tabs, wrapping around', () => {
    const time = manualTime();
    render(<Harness tops={{}} time={time} target={scrollTarget()} />);
    const [starters, mains, desserts] = screen.getAllByRole('link');
    fireEvent.keyDown(starters as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(mains);
    fireEvent.keyDown(starters as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(desserts);
    fireEvent.keyDown(desserts as HTMLElement, { key: 'Enter' });
    expect(document.activeElement).toBe(desserts);
  });

  test('unmounting removes the scroll listener and the pending timer', () => {
    const time = manualTime();
    const target = scrollTarget();
    const { unmount } = render(<Harness tops={{ c1: 0 }} time={time} target={target} />);
    time.advance(1000);
    target.dispatchEvent(new Event('scroll'));
    expect(time.pendingCount()).toBe(1);
    unmount();
    expect(time.pendingCount()).toBe(0);
  });
});
