import { describe, expect, test } from 'vitest';
import {
  NEWS_FEED_CACHE_MS,
  NEWS_FEED_MAX_CHARS,
  NEWS_FEED_TIMEOUT_MS,
  htmlLanguage,
  newsExtract,
  normaliseFeedLanguage,
  parseNewsFeed,
  toNewsItem,
  validateFeedUrl,
} from './news-feed.js';

const rss = (items: string, channel = '<title>Le Petit Zinc</title><language>fr-FR</language>') =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>${channel}${items}</channel></rss>`;

const item = (fields: string) => `<item>${fields}</item>`;
const good = item(
  '<title>Menu du marché</title><guid isPermaLink="false">news-1</guid><description>Nouveau menu.</description><enclosure url="https://img.example/a.jpg" type="image/jpeg"/>',
);

describe('the constants of 3 §9', () => {
  test('"news timeout 5 s; RSS cache 10 minutes"', () => {
    expect(NEWS_FEED_TIMEOUT_MS).toBe(5_000);
    expect(NEWS_FEED_CACHE_MS).toBe(600_000);
  });
});

describe('"News extract: if longer than 80 characters, cut to 47 characters plus an ellipsis" (3 §4)', () => {
  test.each([
    ['', ''],
    ['short', 'short'],
    ['a'.repeat(80), 'a'.repeat(80)],
    ['a'.repeat(81), `${'a'.repeat(47)}...`],
    ['b'.repeat(5_000), `${'b'.repeat(47)}...`],
  ])('%#: %s', (text, extract) => {
    expect(newsExtract(text)).toBe(extract);
  });

  test('counts characters, not UTF-16 units: an emoji is one character and is never split', () => {
    const text = '🍷'.repeat(81);
    expect(newsExtract(text)).toBe(`${'🍷'.repeat(47)}...`);
    expect(newsExtract('🍷'.repeat(80))).toBe('🍷'.repeat(80));
  });
});

describe('"Language codes: trimmed, upper-cased, matched against the supported list"; "GB maps to EN" (3 §1, §4)', () => {
  test.each([
    [' fr ', 'FR'],
    ['fr-FR', 'FR'],
    ['en-gb', 'EN'],
    ['gb', 'EN'],
    ['de_AT', 'DE'],
    ['us', 'US'],
    ['xx', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (raw, code) => {
    expect(normaliseFeedLanguage(raw)).toBe(code);
  });

  test('the lang attribute of a code (US is English)', () => {
    expect(htmlLanguage('FR')).toBe('fr');
    expect(htmlLanguage('US')).toBe('en');
  });
});

describe('"RSS feed URL must be valid (\'Invalid URL format\')" (3 §4)', () => {
  const base = 'http://127.0.0.1:4000/venues/v';
  test.each([
    ['https://news.example/feed.xml', 'https://news.example/feed.xml'],
    ['/venue-news/venues/v/rss', 'http://127.0.0.1:4000/venue-news/venues/v/rss'],
  ])('%s is valid', (url, resolved) => {
    expect(validateFeedUrl(url, base)).toEqual({ ok: true, value: resolved });
  });
  test.each(['javascript:alert(1)', 'ftp://news.example/feed', 'http://', 'data:text/xml,<rss/>'])('%s is refused', (url) => {
    expect(validateFeedUrl(url, base)).toEqual({ ok: false, error: { type: 'validation_error', message: 'Invalid URL format' } });
  });
});

describe('parseNewsFeed', () => {
  test('a well-formed feed: its title, its language normalised, its items with the extract', () => {
    const long = 'Le chef propose chaque semaine un menu du marché avec les produits frais de saison et des vins.';
    const result = parseNewsFeed(
      rss(
        good +
          item(
            `<title>Soirée jazz</title><guid>news-2</guid><link>https://zinc.example/jazz</link><content:encoded><![CDATA[${long}]]></content:encoded><media:content url="https://img.example/b.jpg" medium="image"/>`,
          ),
      ),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        title: 'Le Petit Zinc',
        language: 'FR',
        dropped: 0,
        items: [
          { title: 'Menu du marché', guid: 'news-1', content: 'Nouveau menu.', extract: 'Nouveau menu.', imageUrl: 'https://img.example/a.jpg' },
          {
            title: 'Soirée jazz',
            guid: 'news-2',
            content: long,
            extract: `${long.slice(0, 47)}...`,
            imageUrl: 'https://img.example/b.jpg',
            link: 'https://zinc.example/jazz',
          },
        ],
      },
    });
  });

  test('a feed without items or language has no news and no language', () => {
    expect(parseNewsFeed(rss('', '<title>Empty</title>'))).toEqual({ ok: true, value: { title: 'Empty', language: undefined, items: [], dropped: 0 } });
  });

  test('"a news item of invalid shape is dropped" (3 §4): no title, no guid, no content, an image that is not a URL', () => {
    const result = parseNewsFeed(
      rss(
        [
          good,
          item('<guid>no-title</guid><description>x</description>'),
          item('<title>No guid</title><description>x</description>'),
          item('<title>No content</title><guid>g3</guid>'),
          item('<title>Blank</title><guid>g4</guid><description>   </description>'),
          item('<title>Bad image</title><guid>g5</guid><description>x</description><enclosure url="not a url" type="image/png"/>'),
          item('<title>Script image</title><guid>g6</guid><description>x</description><media:thumbnail url="javascript:alert(1)"/>'),
          item('<title>Element image</title><guid>g7</guid><description>x</description><image>/relative.png</image>'),
        ].join(''),
      ),
    );
    expect(result.ok && result.value.items.map((i) => i.guid)).toEqual(['news-1']);
    expect(result.ok && result.value.dropped).toBe(7);
  });

  test('a link that is not http(s) is left out; the item stays', () => {
    const result = parseNewsFeed(rss(item('<title>T</title><guid>g</guid><description>d</description><link>javascript:alert(document.cookie)</link>')));
    expect(result.ok && result.value.items).toEqual([{ title: 'T', guid: 'g', content: 'd', extract: 'd' }]);
  });

  test('a non-image enclosure (a podcast) is not the picture', () => {
    const result = parseNewsFeed(
      rss(item('<title>T</title><guid>g</guid><description>d</description><enclosure url="https://a.example/x.mp3" type="audio/mpeg"/>')),
    );
    expect(result.ok && result.value.items[0]?.imageUrl).toBeUndefined();
  });

  test('markup in a feed stays text: escaped and CDATA script tags come out as characters, never as elements', () => {
    const result = parseNewsFeed(
      rss(
        item('<title>&lt;script&gt;alert(1)&lt;/script&gt;</title><guid>g1</guid><description><![CDATA[<img src=x onerror=alert(1)>]]></description>') +
          item('<title>T</title><guid>g2</guid><description>&lt;b&gt;bold&lt;/b&gt; &amp; more</description>'),
      ),
    );
    expect(result.ok && result.value.items.map((i) => [i.title, i.content])).toEqual([
      ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>'],
      ['T', '<b>bold</b> & more'],
    ]);
  });

  test('an element with attributes still gives its text (a guid with isPermaLink)', () => {
    expect(toNewsItem({ title: 'T', guid: { '#text': 'g', '@_isPermaLink': 'false' }, description: 'd' })).toEqual({
      title: 'T',
      guid: 'g',
      content: 'd',
      extract: 'd',
    });
    expect(toNewsItem('text')).toBeUndefined();
    expect(toNewsItem([{ title: 'T' }])).toBeUndefined();
    expect(toNewsItem(null)).toBeUndefined();
  });

  test('"an empty response is an error (\'Empty response received\')" (3 §4)', () => {
    expect(parseNewsFeed('')).toEqual({ ok: false, error: { type: 'fetch_error', message: 'Empty response received' } });
    expect(parseNewsFeed('  \n ')).toEqual({ ok: false, error: { type: 'fetch_error', message: 'Empty response received' } });
  });

  test('text that is not XML is a parse_error; XML that is not an RSS channel a validation_error', () => {
    expect(parseNewsFeed('<rss><channel><item></channel></rss>')).toMatchObject({ ok: false, error: { type: 'parse_error' } });
    expect(parseNewsFeed('<html><body>Not found</body></html>')).toEqual({
      ok: false,
      error: { type: 'validation_error', message: 'The feed has no RSS channel' },
    });
    expect(parseNewsFeed('{"items": []}')).toMatchObject({ ok: false, error: { type: 'parse_error' } });
  });

  test('a feed over the size bound is refused before parsing', () => {
    expect(parseNewsFeed(rss(item(`<title>T</title><guid>g</guid><description>${'x'.repeat(NEWS_FEED_MAX_CHARS)}</description>`)))).toEqual({
      ok: false,
      error: { type: 'validation_error', message: 'The feed is too large' },
    });
  });

  test('an entity expansion bomb does not expand without bound', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "${'a'.repeat(5_000)}"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><rss><channel><item><title>&c;&c;&c;</title><guid>g</guid><description>d</description></item></channel></rss>`;
    const result = parseNewsFeed(bomb);
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.items[0]?.title.length).toBeLessThan(1_000);
  });
});
