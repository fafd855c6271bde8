/**
 * The seed venues' news feeds (3-menus §1 "News feed for a venue (RSS based)"). `{{origin}}` stands for the sandbox's
 * own origin, filled in from the request, so the pictures are absolute http(s) URLs the app may load.
 *
 * - The Paris bistro publishes an ordinary French feed: three items, one with a long text (the extract rule).
 * - The New York diner's feed is hostile, to show what the app does with one: markup and script tags in titles and
 *   texts, `javascript:` links, an item with a huge body, items of invalid shape (no guid, no title, no text) and
 *   pictures that are not http(s) URLs.
 */

const escape = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export const PARIS_BISTRO_FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>Le Petit Zinc — actualités</title>
    <link>https://le-petit-zinc.example/</link>
    <description>Les nouvelles du Petit Zinc</description>
    <language>fr-FR</language>
    <item>
      <title>Le menu du marché change chaque semaine</title>
      <guid isPermaLink="false">zinc-news-1</guid>
      <link>https://le-petit-zinc.example/actualites/menu-du-marche</link>
      <description>Chaque mardi, le chef compose un menu du marché avec les légumes des producteurs d’Île-de-France et la pêche du jour.</description>
      <enclosure url="{{origin}}/sandbox/menu-images/fr-steak.svg" type="image/svg+xml" length="0"/>
      <pubDate>Tue, 17 Nov 2026 09:00:00 +0100</pubDate>
    </item>
    <item>
      <title>Soirée beaujolais</title>
      <guid isPermaLink="false">zinc-news-2</guid>
      <description>Jeudi 19 novembre, dès 18 h.</description>
      <media:content url="{{origin}}/sandbox/menu-images/fr-wine.svg" medium="image"/>
      <pubDate>Mon, 16 Nov 2026 10:00:00 +0100</pubDate>
    </item>
    <item>
      <title>Fermeture exceptionnelle</title>
      <guid isPermaLink="false">zinc-news-3</guid>
      <description>Le restaurant sera fermé le 25 décembre.</description>
      <pubDate>Sun, 15 Nov 2026 10:00:00 +0100</pubDate>
    </item>
  </channel>
</rss>
`;

/** The huge item's body: about 200 kB of text. */
const HUGE_BODY = 'Endless special. '.repeat(12_000);

export const NEW_YORK_DINER_FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escape('<b>Liberty Diner</b> news')}</title>
    <language>  en-us </language>
    <item>
      <title>${escape('<script>window.__hostileFeedRan = true</script>Happy hour')}</title>
      <guid>diner-news-1</guid>
      <link>javascript:window.__hostileFeedRan = true</link>
      <description>${escape('<img src="x" onerror="window.__hostileFeedRan = true">Two-for-one shakes.')}</description>
    </item>
    <item>
      <title>Markup in CDATA</title>
      <guid>diner-news-2</guid>
      <link> JAVASCRIPT:alert(document.cookie)</link>
      <description><![CDATA[<a href="javascript:window.__hostileFeedRan = true">Click</a><iframe src="https://evil.example"></iframe> Pie of the day.]]></description>
    </item>
    <item>
      <title>Endless specials</title>
      <guid>diner-news-3</guid>
      <content:encoded><![CDATA[${HUGE_BODY}]]></content:encoded>
    </item>
    <item>
      <title>Safe link</title>
      <guid>diner-news-4</guid>
      <link>https://liberty-diner.example/news/4</link>
      <description>Open late on Fridays.</description>
    </item>
    <item>
      <title>No guid: dropped</title>
      <description>This item has no guid.</description>
    </item>
    <item>
      <guid>diner-news-6</guid>
      <description>This item has no title.</description>
    </item>
    <item>
      <title>No text: dropped</title>
      <guid>diner-news-7</guid>
    </item>
    <item>
      <title>Picture that is not a URL: dropped</title>
      <guid>diner-news-8</guid>
      <description>x</description>
      <enclosure url="not a url at all" type="image/png"/>
    </item>
    <item>
      <title>Script picture: dropped</title>
      <guid>diner-news-9</guid>
      <description>x</description>
      <media:thumbnail url="javascript:window.__hostileFeedRan = true"/>
    </item>
    <item>
      <title>Data picture: dropped</title>
      <guid>diner-news-10</guid>
      <description>x</description>
      <media:content url="data:image/svg+xml,&lt;svg onload=alert(1)&gt;" medium="image"/>
    </item>
  </channel>
</rss>
`;
