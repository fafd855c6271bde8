import { htmlLanguage, type NewsItem } from '@tableside/venue-news';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNewsStrings } from '../api/use-news-strings.js';
import { useVenueNews } from '../api/venue-news.js';
import classes from './venue-news.module.css';

export interface VenueNewsSectionProps {
  readonly venueId: string;
}

/**
 * One news item (3 §3): its picture, its title (a link to its page when it has an http(s) one) and its extract.
 * Everything the feed says is rendered as React text, never as markup: a feed's `<script>` or `<img onerror>` shows
 * as the characters it is. The full text is never rendered; the extract is (80/47 rule, @tableside/venue-news).
 */
function NewsArticle({ item }: { readonly item: NewsItem }) {
  const { t } = useTranslation();
  return (
    <article className={classes.item}>
      {item.imageUrl ? <img className={classes.picture} src={item.imageUrl} alt="" width={72} height={72} loading="lazy" decoding="async" /> : null}
      <div className={classes.text}>
        <h3 className={classes.itemTitle}>
          {item.link ? (
            <a className={classes.link} href={item.link} target="_blank" rel="noopener noreferrer">
              {item.title}
              <span className={classes.visuallyHidden}> {t('app.news.opensInNewTab')}</span>
            </a>
          ) : (
            item.title
          )}
        </h3>
        <p className={classes.extract}>{item.extract}</p>
      </div>
    </article>
  );
}

/**
 * The venue's news on its landing page (3 §1 "News feed for a venue (RSS based)"): loaded on its own after the page,
 * left out when the venue publishes none. The list carries the feed's language (3 §1) as its `lang`.
 */
export default function VenueNewsSection({ venueId }: VenueNewsSectionProps) {
  useNewsStrings();
  const { t } = useTranslation();
  const headingId = useId();
  const news = useVenueNews(venueId);
  if (news.status === 'none') return null;
  return (
    <section className={classes.section} aria-labelledby={headingId} aria-busy={news.status === 'pending'}>
      <h2 id={headingId} className={classes.heading}>
        {t('app.news.title')}
      </h2>
      {news.status === 'pending' ? <p className={classes.muted}>{t('app.news.loading')}</p> : null}
      {news.status === 'error' ? <p className={classes.muted}>{t('app.news.error')}</p> : null}
      {news.status === 'success' && news.feed.items.length === 0 ? <p className={classes.muted}>{t('app.news.empty')}</p> : null}
      {news.status === 'success' && news.feed.items.length > 0 ? (
        <ul className={classes.list} {...(news.feed.language ? { lang: htmlLanguage(news.feed.language) } : {})}>
          {news.feed.items.map((item) => (
            <li key={item.guid}>
              <NewsArticle item={item} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
