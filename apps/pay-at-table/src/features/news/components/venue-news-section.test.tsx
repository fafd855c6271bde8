import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

const HOSTILE = `<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><language>en-gb</language>
<item><title>&lt;script&gt;window.__ran = true&lt;/script&gt;Happy hour</title><guid>h1</guid><link>javascript:window.__ran = true</link><description>&lt;img src=x onerror="window.__ran = true"&gt;Shakes</description></item>
<item><title>Huge</title><guid>h2</guid><link>https://diner.example/huge</link><description>${'Endless special. '.repeat(1_000)}</description><enclosure url="https://img.example/p.png" type="image/png"/></item>
<item><title>No guid</title><description>x</description></item>
<item><title>Bad picture</title><guid>h4</guid><description>x</description><media:content url="javascript:alert(1)"/></item>
</channel></rss>`;

let feeds: Record<string, string>;
beforeEach(() => {
  feeds = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const body = feeds[new URL(input).pathname];
      return body === undefined ? new Response('not found', { status: 404 }) : new Response(body, { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('venue news on the venue landing page (3 §1, §3, §4)', () => {
  test('the hostile feed renders as text: no element from the feed, no javascript: link, the huge item cut by the extract rule', async () => {
    feeds['/feeds/hostile'] = HOSTILE;
    await renderApp({ path: '/venues/venue-1', docs: { 'venues/venue-1': venueDoc({ newsFeedUrl: '/feeds/hostile' }) } });
    const section = await screen.findByRole('region', { name: 'News' });
    const list = await within(section).findByRole('list');
    expect(list.getAttribute('lang')).toBe('en');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe('<script>window.__ran = true</script>Happy hour');
    expect(within(items[0] as HTMLElement).getByText('<img src=x onerror="window.__ran = true">Shakes')).toBeTruthy();
    expect(section.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(within(items[0] as HTMLElement).queryByRole('link')).toBeNull();
    const huge = within(items[1] as HTMLElement);
    expect(huge.getByText(`${'Endless special. '.repeat(3).slice(0, 47)}...`)).toBeTruthy();
    expect(huge.getByRole('link', { name: 'Huge (opens in a new tab)' }).getAttribute('href')).toBe('https://diner.example/huge');
    expect(huge.getByRole('link').getAttribute('rel')).toBe('noopener noreferrer');
    expect(section.querySelector('img')?.getAttribute('src')).toBe('https://img.example/p.png');
    expect(section.textContent?.length).toBeLessThan(1_000);
    expect(screen.queryByText('No guid')).toBeNull();
    expect(screen.queryByText('Bad picture')).toBeNull();
  }, 20_000);

  test('a feed that cannot be read shows that the news could not be loaded; the page still works', async () => {
    await renderApp({ path: '/venues/venue-1', docs: { 'venues/venue-1': venueDoc({ newsFeedUrl: '/feeds/missing' }) } });
    expect(await screen.findByText('The news could not be loaded right now.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Le Petit Zinc' })).toBeTruthy();
  });

  test('an empty feed says there is no news yet; a venue without a feed has no news section', async () => {
    feeds['/feeds/empty'] = '<rss version="2.0"><channel><title>Empty</title></channel></rss>';
    await renderApp({ path: '/venues/venue-1', docs: { 'venues/venue-1': venueDoc({ newsFeedUrl: '/feeds/empty' }) } });
    expect(await screen.findByText('No news yet.')).toBeTruthy();
    cleanup();
    await renderApp({ path: '/venues/venue-1', docs: { 'venues/venue-1': venueDoc() } });
    expect(await screen.findByRole('link', { name: 'Contact the venue' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'News' })).toBeNull());
    // Only the first venue's feed was fetched (other parts of the page may use fetch for their own calls).
    const feedCalls = vi.mocked(fetch).mock.calls.filter(([input]) => String(input).includes('/feeds/'));
    expect(feedCalls).toHaveLength(1);
  });
});
