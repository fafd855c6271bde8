export {
  NEWS_EXTRACT_CUT,
  NEWS_EXTRACT_LIMIT,
  NEWS_FEED_CACHE_MS,
  NEWS_FEED_MAX_CHARS,
  NEWS_FEED_TIMEOUT_MS,
  htmlLanguage,
  newsExtract,
  newsItemSchema,
  normaliseFeedLanguage,
  parseNewsFeed,
  toNewsItem,
  validateFeedUrl,
} from './news-feed.js';
export type { NewsFeed, NewsFeedError, NewsFeedErrorType, NewsItem } from './news-feed.js';
