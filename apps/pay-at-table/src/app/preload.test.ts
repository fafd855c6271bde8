import { describe, expect, test } from 'vitest';
import { PRELOAD_MAX_MS, RENDER_SETTLE_MS, schedulePreloadHide } from './preload.js';

function fakeTimers() {
  const pending: { at: number; callback: () => void }[] = [];
  let now = 0;
  return {
    setTimeout: (callback: () => void, ms: number) => pending.push({ at: now + ms, callback }),
    advance(ms: number) {
      now += ms;
      for (const timer of pending.filter((t) => t.at <= now)) {
        pending.splice(pending.indexOf(timer), 1);
        timer.callback();
      }
    },
  };
}

function page() {
  document.body.innerHTML = '<div id="preload"></div>';
  const preload = document.getElementById('preload');
  if (!preload) throw new Error('no preload element');
  return preload;
}

describe('preload screen (1-core §1, §9)', () => {
  test('"hides once rendering settles": 500 ms after the first render', () => {
    const preload = page();
    const timers = fakeTimers();
    const rendered = schedulePreloadHide(timers);
    rendered();
    rendered();
    timers.advance(RENDER_SETTLE_MS - 1);
    expect(preload.hidden).toBe(false);
    timers.advance(1);
    expect(preload.hidden).toBe(true);
  });

  test('"or after 5 seconds at most" when rendering never settles', () => {
    const preload = page();
    const timers = fakeTimers();
    schedulePreloadHide(timers);
    timers.advance(PRELOAD_MAX_MS - 1);
    expect(preload.hidden).toBe(false);
    timers.advance(1);
    expect(preload.hidden).toBe(true);
  });

  test('a page rendered on the server is inert until the app has rendered: its controls wait for the code that runs them', () => {
    document.body.innerHTML = '<div id="preload" hidden></div><div id="root" inert><button>Pay or split the check</button></div>';
    const root = document.getElementById('root');
    const rendered = schedulePreloadHide(fakeTimers());
    expect(root?.hasAttribute('inert')).toBe(true);
    rendered();
    expect(root?.hasAttribute('inert')).toBe(false);
  });
});
