import { analyticsEventSchema, telemetryEventSchema } from '@tableside/api-client';
import { describe, expect, test, vi } from 'vitest';
import { ANALYTICS_PATH, MAX_QUEUED_EVENTS, TELEMETRY_PATH, createTelemetrySender, installLeaveFlush, type SenderPorts } from './telemetry-sender.js';

const T0 = Date.UTC(2026, 10, 24, 12);

function setup(overrides: Partial<SenderPorts> = {}) {
  const idle: (() => void)[] = [];
  const fetches: { url: string; init: RequestInit }[] = [];
  const beacons: { url: string; data: Blob }[] = [];
  let n = 0;
  const ports: SenderPorts = {
    baseUrl: 'http://api.test',
    fetch: async (url, init) => {
      fetches.push({ url, init });
      return new Response(null, { status: 202 });
    },
    sendBeacon: (url, data) => {
      beacons.push({ url, data });
      return true;
    },
    whenIdle: (task) => idle.push(task),
    now: () => T0,
    newId: () => `evt_${++n}`,
    page: () => '/venues/v1/menus',
    ...overrides,
  };
  const runIdle = () => {
    for (const task of idle.splice(0)) task();
  };
  return { sender: createTelemetrySender(ports), idle, runIdle, fetches, beacons };
}

const bodyOf = (init: RequestInit): unknown => JSON.parse(String(init.body));
/** jsdom's Blob has no text(): read it as the browser's FileReader does. */
const blobText = (blob: Blob): Promise<string> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('telemetry sender', () => {
  test('nothing is sent on the call: events wait for the page to be idle, then go out as the contracts say', () => {
    const { sender, runIdle, fetches, idle } = setup();
    sender.track('basket_item_added', { productId: 'p1', quantity: 2, note: undefined });
    sender.timing('menu_load', T0 - 250, T0);
    expect(fetches).toHaveLength(0);
    expect(sender.pending).toBe(2);
    // One idle callback for the whole batch.
    expect(idle).toHaveLength(1);
    runIdle();
    expect(sender.pending).toBe(0);
    expect(fetches.map((f) => f.url)).toEqual([`http://api.test${ANALYTICS_PATH}`, `http://api.test${TELEMETRY_PATH}`]);
    const [analytics, telemetry] = fetches.map((f) => bodyOf(f.init));
    expect(analyticsEventSchema.parse(analytics)).toEqual({
      id: 'evt_1',
      eventName: 'basket_item_added',
      timestamp: T0,
      page: '/venues/v1/menus',
      properties: { productId: 'p1', quantity: 2 },
    });
    expect(telemetryEventSchema.parse(telemetry)).toEqual({ id: 'evt_2', eventName: 'menu_load', start: T0 - 250, end: T0 });
    expect(fetches[0]?.init).toEqual(expect.objectContaining({ method: 'POST', keepalive: true }));
  });

  test('an end before the start (a clock step) is sent as a zero-length event, never refused', () => {
    const { sender, runIdle, fetches } = setup();
    sender.timing('order_placement', T0, T0 - 5);
    runIdle();
    expect(telemetryEventSchema.parse(bodyOf(fetches[0]!.init))).toEqual(expect.objectContaining({ start: T0, end: T0 }));
  });

  test('a page that is leaving sends what waits by sendBeacon, as JSON', async () => {
    const { sender, beacons, fetches } = setup();
    sender.track('page_viewed');
    sender.flush(true);
    expect(fetches).toHaveLength(0);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe(`http://api.test${ANALYTICS_PATH}`);
    expect(beacons[0]?.data.type).toBe('application/json');
    expect(JSON.parse(await blobText(beacons[0]!.data))).toEqual(expect.objectContaining({ eventName: 'page_viewed', page: '/venues/v1/menus' }));
  });

  test('a refused or throwing beacon falls back to a keepalive fetch; no beacon API, a fetch too', () => {
    for (const sendBeacon of [
      () => false,
      () => {
        throw new TypeError('blocked');
      },
      undefined,
    ]) {
      const { sender, fetches } = setup({ sendBeacon });
      sender.track('order_placed');
      sender.flush(true);
      expect(fetches).toHaveLength(1);
    }
  });

  test('errors never reach the page: a rejecting fetch, a throwing fetch, a broken idle scheduler, a broken id source', async () => {
    const rejecting = setup({ fetch: () => Promise.reject(new TypeError('offline')) });
    rejecting.sender.track('menu_viewed');
    expect(() => rejecting.runIdle()).not.toThrow();
    const throwing = setup({
      fetch: () => {
        throw new TypeError('no fetch');
      },
    });
    throwing.sender.track('menu_viewed');
    expect(() => throwing.runIdle()).not.toThrow();
    const noIdle = setup({
      whenIdle: () => {
        throw new Error('no scheduler');
      },
    });
    expect(() => noIdle.sender.track('menu_viewed')).not.toThrow();
    const noIds = setup({
      newId: () => {
        throw new Error('no crypto');
      },
    });
    expect(() => noIds.sender.timing('menu_load', T0, T0)).not.toThrow();
    await Promise.resolve();
  });

  test(`at most ${MAX_QUEUED_EVENTS} events wait; the oldest are dropped`, () => {
    const { sender, runIdle, fetches } = setup();
    for (let i = 0; i < MAX_QUEUED_EVENTS + 5; i += 1) sender.timing('page_load', T0, T0 + i);
    expect(sender.pending).toBe(MAX_QUEUED_EVENTS);
    runIdle();
    expect(bodyOf(fetches[0]!.init)).toEqual(expect.objectContaining({ end: T0 + 5 }));
  });
});

describe('installLeaveFlush', () => {
  test('pagehide and visibilitychange to hidden flush by beacon; visible does not', () => {
    const flush = vi.fn();
    const remove = installLeaveFlush({ flush });
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenLastCalledWith(true);
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(2);
    remove();
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
  });
});
