import type { CrossTabOptions } from '@tableside/realtime';

const CHANNEL = 'tableside-realtime';
const LEADER_LOCK = 'tableside-realtime-leader';

/**
 * The browser's means for the tabs of this origin to share one realtime stream: a BroadcastChannel between them
 * and a Web Lock held by the leader tab until it closes (the next waiting tab then becomes leader). Undefined where
 * either is missing: each tab then holds its own one stream.
 */
export function browserCrossTab(tabId: string): CrossTabOptions | undefined {
  const locks = globalThis.navigator?.locks;
  if (typeof globalThis.BroadcastChannel !== 'function' || !locks) return undefined;
  return {
    channel: new BroadcastChannel(CHANNEL),
    tabId,
    requestLeadership: (become) => {
      // The lock is held for the life of the tab: its callback's promise never settles.
      void locks.request(LEADER_LOCK, () => new Promise<never>(() => become()));
    },
    onClose: (close) => globalThis.addEventListener('pagehide', close),
    onReturn: (back) =>
      globalThis.addEventListener('pageshow', (event) => {
        if (event.persisted) back();
      }),
  };
}
