import { err, ok, type Result } from '@tableside/billing-domain';
import { normaliseLanguageCode, type LanguageCode } from '@tableside/menu-availability';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import * as z from 'zod/mini';

/** "News feed fetched with a 5 s timeout" (3 §7, §9 "news timeout 5 s"). */
export const NEWS_FEED_TIMEOUT_MS = 5_000;
/** "RSS cache 10 minutes" (3 §9). */
export const NEWS_FEED_CACHE_MS = 10 * 60 * 1_000;
/** "News extract: if longer than 80 characters, cut to 47 characters plus an ellipsis" (3 §4, §9). */
export const NEWS_EXTRACT_LIMIT = 80;
export const NEWS_EXTRACT_CUT = 47;
/**
 * The most characters of feed text read: a larger answer is refused as a validation error before it is parsed, so a
 * hostile feed cannot make the page parse megabytes. Not a spec figure: a bound of this product.
 */
export const NEWS_FEED_MAX_CHARS = 2_000_000;

/** "RSS errors: types fetch_error, parse_error, validation_error" (3 §8). */
export type NewsFeedErrorType = 'fetch_error' | 'parse_error' | 'validation_error';
export interface NewsFeedError {
  readonly type: NewsFeedErrorType;
  readonly message: string;
}

const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * "News item: title, guid, content, imageUrl, extract" (3 §3); "news image must be a URL; a news item of invalid
 * shape is dropped" (3 §4). The image must be an http(s) URL. `link` is the item's own page, kept only when it is an
 * http(s) URL (never `javascript:` or `data:`); it is not part of the spec's shape, so a bad one leaves the item.
 */
export const newsItemSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1)),
  guid: z.string().check(z.trim(), z.minLength(1)),
  content: z.string().check(z.trim(), z.minLength(1)),
  imageUrl: z.optional(httpUrl),
  link: z.optional(httpUrl),
  extract: z.string(),
});
export type NewsItem = z.output<typeof newsItemSchema>;

/** A parsed feed: its title, its language normalised per 3 §1 (undefined when unsupported) and its valid items. */
export interface NewsFeed {
  readonly title: string | undefined;
  readonly language: LanguageCode | undefined;
  readonly items: readonly NewsItem[];
  /** How many items of the feed were dropped for their shape. */
  readonly dropped: number;
}

/** The extract rule: over 80 characters, the first 47 characters plus an ellipsis; else the text as it is. */
export function newsExtract(text: string): string {
  const characters = [...text];
  return characters.length > NEWS_EXTRACT_LIMIT ? `${characters.slice(0, NEWS_EXTRACT_CUT).join('')}...` : text;
}

/**
 * The feed language, "trimmed, upper-cased; GB maps to EN" and matched against the supported list (3 §1, §4). An RSS
 * `<language>` is a language tag (`en-gb`, `fr-FR`): its primary subtag is the language. Unsupported: undefined.
 */
export function normaliseFeedLanguage(raw: string | undefined): LanguageCode | undefined {
  if (raw === undefined) return undefined;
  const primary = raw.trim().split(/[-_]/)[0] ?? '';
  const normalised = normaliseLanguageCode(primary);
  return normalised.ok ? normalised.value : undefined;
}

/** The `lang` attribute for a supported language code (`US` is English). */
export function htmlLanguage(code: LanguageCode): string {
  return code === 'US' ? 'en' : code.toLowerCase();
}

/** "RSS feed URL must be valid ('Invalid URL format')" (3 §4): an absolute http(s) URL, or a path on `base`. */
export function validateFeedUrl(url: string, base: string): Result<string, NewsFeedError> {
  const invalid = err<NewsFeedError>({ type: 'validation_error', message: 'Invalid URL format' });
  if (!URL.canParse(url, base)) return invalid;
  const resolved = new URL(url, base);
  return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? ok(resolved.href) : invalid;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: true,
  processEntities: { enabled: true, maxTotalExpansions: 1_000, maxExpandedLength: 100_000, maxEntityCount: 50 },
  isArray: (tagName) => tagName === 'item',
});

/** The text of a parsed node: a string, or the `#text` of an element that has attributes. */
function text(node: unknown): string | undefined {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return text(node[0]);
  if (typeof node === 'object' && node !== null && '#text' in node) return text(node['#text']);
  return undefined;
}

/** An attribute of a parsed element. */
function attribute(node: unknown, name: string): string | undefined {
  const element = Array.isArray(node) ? node[0] : node;
  if (typeof element !== 'object' || element === null) return undefined;
  const value = (element as Record<string, unknown>)[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** The picture of an item: an image enclosure, Media RSS content or thumbnail, or an `<image>` element. */
function itemImage(item: Record<string, unknown>): string | undefined {
  const enclosureType = attribute(item.enclosure, 'type');
  const enclosure = enclosureType === undefined || enclosureType.startsWith('image/') ? attribute(item.enclosure, 'url') : undefined;
  return enclosure ?? attribute(item['media:content'], 'url') ?? attribute(item['media:thumbnail'], 'url') ?? text(item.image);
}

/** One `<item>` as a news item, or undefined when it has an invalid shape. */
export function toNewsItem(node: unknown): NewsItem | undefined {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
  const item = node as Record<string, unknown>;
  const content = (text(item['content:encoded']) ?? text(item.description))?.trim();
  const link = text(item.link)?.trim();
  const parsed = newsItemSchema.safeParse({
    title: text(item.title),
    guid: text(item.guid),
    content,
    imageUrl: itemImage(item)?.trim(),
    extract: content === undefined ? '' : newsExtract(content),
  });
  if (!parsed.success) return undefined;
  const safeLink = link !== undefined && httpUrl.safeParse(link).success ? link : undefined;
  return safeLink === undefined ? parsed.data : { ...parsed.data, link: safeLink };
}

/**
 * Parses an RSS 2.0 document with fast-xml-parser (never regular expressions) into the venue's news: "an empty
 * response is an error ('Empty response received')" (3 §4), text that is not XML is a parse_error, XML that is not an
 * RSS channel a validation_error; items of invalid shape are dropped and counted.
 */
export function parseNewsFeed(body: string): Result<NewsFeed, NewsFeedError> {
  if (body.trim() === '') return err({ type: 'fetch_error', message: 'Empty response received' });
  if (body.length > NEWS_FEED_MAX_CHARS) return err({ type: 'validation_error', message: 'The feed is too large' });
  // The parser is lenient (it closes what is left open); the validator refuses a document that is not well-formed.
  const wellFormed = XMLValidator.validate(body);
  if (wellFormed !== true) return err({ type: 'parse_error', message: wellFormed.err.msg });
  let document: unknown;
  try {
    document = parser.parse(body);
  } catch (error) {
    return err({ type: 'parse_error', message: error instanceof Error ? error.message : 'The feed is not XML' });
  }
  const channelSchema = z.object({ rss: z.object({ channel: z.looseObject({ item: z.optional(z.array(z.unknown())) }) }) });
  const shaped = channelSchema.safeParse(document);
  if (!shaped.success) return err({ type: 'validation_error', message: 'The feed has no RSS channel' });
  const channel = shaped.data.rss.channel;
  const all = channel.item ?? [];
  const items = all.map(toNewsItem).filter((item): item is NewsItem => item !== undefined);
  return ok({
    title: text(channel.title)?.trim() || undefined,
    language: normaliseFeedLanguage(text(channel.language)),
    items,
    dropped: all.length - items.length,
  });
}
