import { selectHomeLayout, type HomeTile } from '@tableside/menu-availability';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useServices } from '../../lib/api-context.js';
import { useAccountSession, useGuestApp } from '../../lib/app-data.js';
import { allowedLink } from '../../lib/domain/external-links.js';
import { appPath, safeOriginPath, venueMenusPath } from '../../lib/domain/paths.js';
import { PageHeading } from '@tableside/ui/app-shell';
import classes from '../../lib/pages.js';
import { LoyaltyPromoCard } from '../../lib/promo-card.js';
import { StatePage } from '../../lib/state-page.js';
import { useAsync } from '../../lib/use-async.js';
import { VenueCard } from '../../lib/venue-card.js';

/** The menu service's language code of a UI locale (`de-DE` → `DE`). */
const menuLanguage = (locale: string) => (locale.split('-')[0] ?? 'en').toUpperCase();

/** Where a home tile leads: a menu tile to the venue's menus, an external link tile to its https URL. */
function tileHref(tile: HomeTile, venueId: string | undefined): string | undefined {
  if (tile.type === 'externalLink') return URL.canParse(tile.url) && new URL(tile.url).protocol === 'https:' ? tile.url : undefined;
  return venueId ? venueMenusPath(venueId) : undefined;
}

/** The rewards card of the home page: the balance of a guest-app user, else the sign-up card (3 §7 guest-app rewards). */
function RewardsCard() {
  const { t } = useTranslation();
  const { api } = useServices();
  const { appId, configuration } = useGuestApp();
  const session = useAccountSession();
  const location = useLocation();
  const user = useAsync(`${appId}:${session?.userId ?? ''}`, async () => (session ? api.user(appId, session) : { found: false as const }));
  if (!configuration.loyaltyEnabled || user.status === 'loading') return null;
  if (user.status === 'done' && user.value.found) {
    return (
      <section className={classes.card} aria-labelledby="rewards-title">
        <h2 id="rewards-title">{t('home.rewardsTitle')}</h2>
        <p>{t('home.balance', { count: user.value.data.currentBalance })}</p>
        <Link className={classes.link} to={appPath(appId, 'loyalty')}>
          {t('home.seeRewards')}
        </Link>
      </section>
    );
  }
  return <LoyaltyPromoCard appId={appId} originPath={`${location.pathname}${location.search}`} to="signup" />;
}

/** The home (3 §2 guest app home): the brand's home layout, the ways in (find, order, pay), its brands and rewards. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const { appId, configuration, locations } = useGuestApp();
  const layouts = useAsync(`${configuration.businessId}:${i18n.language}`, () =>
    api.homeLayouts(configuration.businessId, menuLanguage(i18n.language), configuration.defaultLanguage),
  );
  const brand = configuration.brands.find((b) => b.businessId === configuration.businessId);
  const venue = locations.locations.find((l) => l.brandId === brand?.brandId);
  const layout =
    layouts.status === 'done' && layouts.value ? selectHomeLayout(layouts.value, { now: Date.now(), timeZone: venue?.timeZone ?? 'UTC' }) : undefined;
  return (
    <main className={classes.page}>
      <PageHeading>{layout?.title ?? configuration.name}</PageHeading>
      {layout?.description ? <p>{layout.description}</p> : null}
      {layout && layout.tiles.length > 0 ? (
        <ul className={classes.tiles} aria-label={t('home.tiles')}>
          {[...layout.tiles]
            .sort((a, b) => a.position.y - b.position.y || a.position.x - b.position.x)
            .flatMap((tile, index) => {
              const href = tileHref(tile, venue?.venueId);
              if (!href) return [];
              const external = tile.type === 'externalLink';
              return [
                <li key={index} className={tile.size === 'large' ? classes.large : undefined}>
                  <a
                    href={href}
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    style={tile.backgroundColor ? { borderColor: tile.backgroundColor } : undefined}
                  >
                    {tile.label}
                  </a>
                </li>,
              ];
            })}
        </ul>
      ) : null}
      <nav aria-label={t('home.actions')} className={classes.row}>
        <Link className={classes.buttonLink} to={`${appPath(appId, 'store-locator')}?mode=list`}>
          {t('home.find')}
        </Link>
        <Link className={classes.buttonLink} to={appPath(appId, 'order')}>
          {t('home.order')}
        </Link>
        <Link className={classes.buttonLink} to={appPath(appId, 'pay')}>
          {t('home.pay')}
        </Link>
      </nav>
      <RewardsCard />
      {configuration.brands.length > 1 ? (
        <section className={classes.card} aria-labelledby="brands-title">
          <h2 id="brands-title">{t('home.brands')}</h2>
          <ul className={classes.list}>
            {configuration.brands.map((b) => (
              <li key={b.brandId}>
                <Link className={classes.link} to={appPath(appId, `brand/${encodeURIComponent(b.brandId)}`)}>
                  {b.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

/** `brand/{brandId}`: one brand of the group and its venues. */
export function BrandPage() {
  const { t } = useTranslation();
  const { brandId } = useParams();
  const { appId, configuration, locations } = useGuestApp();
  const brand = configuration.brands.find((b) => b.brandId === brandId);
  if (!brand) return <StatePage title={t('notFound.title')} message={t('notFound.text')} />;
  const venues = locations.locations.filter((l) => l.brandId === brand.brandId);
  return (
    <main className={classes.page}>
      <PageHeading>{brand.name}</PageHeading>
      <ul className={classes.list}>
        {venues.map((venue) => (
          <li key={venue.venueId}>
            <VenueCard venue={venue} />
          </li>
        ))}
      </ul>
      <Link className={classes.link} to={`${appPath(appId, 'store-locator')}?${new URLSearchParams({ mode: 'list', brand: brand.brandId }).toString()}`}>
        {t('brand.findAll', { name: brand.name })}
      </Link>
    </main>
  );
}

/** `order` (click and collect): the venues open now to order from, and the brand's click-and-collect site. */
export function OrderPage() {
  const { t } = useTranslation();
  const { configuration, locations } = useGuestApp();
  const open = locations.locations.filter((l) => l.openNow);
  return (
    <main className={classes.page}>
      <PageHeading>{t('order.title')}</PageHeading>
      <p>{t('order.text')}</p>
      {configuration.clickAndCollectUrl ? (
        <a className={classes.buttonLink} href={configuration.clickAndCollectUrl} target="_blank" rel="noopener noreferrer">
          {t('order.site')}
        </a>
      ) : null}
      {open.length === 0 ? <p>{t('order.noneOpen')}</p> : null}
      <ul className={classes.list}>
        {open.map((venue) => (
          <li key={venue.venueId}>
            <VenueCard venue={venue} />
          </li>
        ))}
      </ul>
    </main>
  );
}

/** `pay`: how to pay at the table (scan the table's QR code), and where the restaurants are. */
export function PayPage() {
  const { t } = useTranslation();
  const { appId } = useGuestApp();
  return (
    <main className={classes.page}>
      <PageHeading>{t('pay.title')}</PageHeading>
      <p>{t('pay.text')}</p>
      <Link className={classes.link} to={`${appPath(appId, 'store-locator')}?mode=list`}>
        {t('home.find')}
      </Link>
    </main>
  );
}

/** `onboarding` (venueId, originPath): the loyalty promo card, then back to where the diner was or to the venue's menu. */
export function OnboardingPage() {
  const { t } = useTranslation();
  const { appId, configuration, locations } = useGuestApp();
  const [search] = useSearchParams();
  const venue = locations.locations.find((l) => l.venueId === search.get('venueId'));
  const originPath = safeOriginPath(search.get('originPath'), venue ? venueMenusPath(venue.venueId) : appPath(appId));
  return (
    <main className={classes.page}>
      <PageHeading>{t('onboarding.title', { name: venue?.name ?? configuration.name })}</PageHeading>
      <p>{t('onboarding.text')}</p>
      <LoyaltyPromoCard appId={appId} originPath={originPath} to="signup" />
      <a className={classes.link} href={originPath}>
        {t('onboarding.skip')}
      </a>
    </main>
  );
}

/**
 * `external-link` (url, title): a configured link of the app (faq, legal, terms, wifi terms, data protection, cookies
 * policy) opens; any other URL is refused — it is neither shown nor followed.
 */
export function ExternalLinkPage() {
  const { t } = useTranslation();
  const { appId, configuration } = useGuestApp();
  const [search] = useSearchParams();
  const link = allowedLink(configuration.links, search.get('url'));
  if (!link) {
    return (
      <StatePage title={t('external.refusedTitle')} message={t('external.refusedText')}>
        <Link className={classes.link} to={appPath(appId)}>
          {t('common.home')}
        </Link>
      </StatePage>
    );
  }
  const title = search.get('title')?.trim().slice(0, 100) || t(`links.${link.kind}`);
  return (
    <main className={classes.page}>
      <PageHeading>{title}</PageHeading>
      <p>{t('external.text')}</p>
      <a className={classes.buttonLink} href={link.url} target="_blank" rel="noopener noreferrer">
        {t('external.open', { title })}
      </a>
      <Link className={classes.link} to={appPath(appId)}>
        {t('common.home')}
      </Link>
    </main>
  );
}

/** `/guest-app` without an app: how to reach a brand's app. */
export function GuestAppIndexPage() {
  const { t } = useTranslation();
  return (
    <main className={classes.page}>
      <PageHeading>{t('index.title')}</PageHeading>
      <p>{t('index.text')}</p>
    </main>
  );
}
