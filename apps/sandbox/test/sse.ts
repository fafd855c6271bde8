import { expect } from 'vitest';

/**
 * An SSE reader of the realtime stream (a tab's multiplexed subscriptions): collects `event`/`data` pairs, counts the
 * bytes received, and resolves waits on a condition over the events (never on time). The multiplexed stream's
 * opening `stream` event is kept apart (`streamId`), so `events` holds the subscriptions' own events.
 */
export function sseStream(url: string) {
  const controller = new AbortController();
  const events: { event: string; data: any }[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  let bytes = 0;
  let streamId: string | undefined;
  const waiters: { match: () => boolean; resolve: () => void }[] = [];
  const check = () => {
    for (const waiter of [...waiters]) {
      if (waiter.match()) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  const opened = fetch(url, { signal: controller.signal }).then(async (response) => {
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    let text = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          bytes += value.byteLength;
          text += decoder.decode(value, { stream: true });
          const blocks = text.split('\n\n');
          text = blocks.pop() ?? '';
          for (const block of blocks) {
            const event = block
              .split('\n')
              .find((l) => l.startsWith('event: '))
              ?.slice(7);
            const data = block
              .split('\n')
              .find((l) => l.startsWith('data: '))
              ?.slice(6);
            if (event === 'stream' && data) streamId = JSON.parse(data).streamId;
            else if (event && data) events.push({ event, data: JSON.parse(data) });
          }
          check();
        }
      } catch {
        // closed by the test
      }
    })();
  });
  return {
    events,
    bytes: () => bytes,
    /** The id the multiplexed stream opened with (its first event). */
    streamId: () => streamId,
    until(match: () => boolean): Promise<void> {
      return opened.then(() => (match() ? undefined : new Promise<void>((resolve) => waiters.push({ match, resolve }))));
    },
    close: () => controller.abort(),
  };
}
