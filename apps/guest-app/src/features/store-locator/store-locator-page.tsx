import type { GroupLocation, GroupLocations } from '@tableside/contracts/guest-app';
import { Button } from '@tableside/ui';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams } from 'react-router';
import { useServices } from '../../lib/api-context.js';
import { useGuestApp } from '../../lib/app-data.js';
import { searchVenues, sortByDistance, venuesOfBrand, type Coordinates } from '../../lib/domain/store-locator.js';
import { PageHeading } from '@tableside/ui/app-shell';
import classes from '../../lib/pages.js';
import { VenueCard } from '../../lib/venue-card.js';

type Locating = 'idle' | 'asking' | 'denied' | 'unavailable' | 'located';

/** The diner's position, asked of the browser only when they tap the button (3 §2 store locator). */
function usePosition() {
  const { geolocation } = useServices();
  const [state, setState] = useState<{ status: Locating; position?: Coordinates }>({ status: 'idle' });
  const ask = () => {
    if (!geolocation) {
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'asking' });
    geolocation.getCurrentPosition(
      (position) => setState({ status: 'located', position: { latitude: position.coords.latitude, longitude: position.coords.longitude } }),
      (error) => setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };
  return { ...state, ask };
}

/**
 * The store locator (3 §2 "store-locator (mode=list&brand={brandId})", "/business-groups/{groupId}/locations/"): the
 * group's venues with address and whether each is open, a text search by name or city, and nearest first once the
 * diner shares their location. It works without a location: the venues are then in the group's order.
 */
function StoreLocator({ locations, brandId, title }: { locations: GroupLocations; brandId: string | null; title: string }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const located = usePosition();
  const searchId = useId();
  const shown = useMemo(
    () => sortByDistance(searchVenues(venuesOfBrand(locations.locations, brandId), query), located.position),
    [locations, brandId, query, located.position],
  );
  return (
    <main className={classes.page}>
      <PageHeading>{title}</PageHeading>
      <div className={classes.field}>
        <label htmlFor={searchId}>{t('locator.search')}</label>
        <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      </div>
      <div className={classes.row}>
        <Button variant="secondary" onClick={located.ask} loading={located.status === 'asking'} loadingLabel={t('locator.locating')}>
          {t('locator.nearest')}
        </Button>
      </div>
      <p role="status" className={classes.muted}>
        {located.status === 'located' ? t('locator.sortedByDistance') : null}
        {located.status === 'denied' ? t('locator.denied') : null}
        {located.status === 'unavailable' ? t('locator.unavailable') : null}
      </p>
      <p aria-live="polite" className={classes.muted}>
        {t('locator.count', { count: shown.length })}
      </p>
      {shown.length === 0 ? <p>{t('locator.none')}</p> : null}
      <ul className={classes.list} aria-label={t('locator.results')}>
        {shown.map((venue: GroupLocation & { distanceKm?: number }) => (
          <li key={venue.venueId}>
            <VenueCard venue={venue} distanceKm={venue.distanceKm} />
          </li>
        ))}
      </ul>
    </main>
  );
}

/** `/guest-app/{appId}/store-locator?mode=list&brand=`: the app's group, optionally one brand. */
export function AppStoreLocatorPage() {
  const { t } = useTranslation();
  const { locations, configuration } = useGuestApp();
  const [search] = useSearchParams();
  const brand = configuration.brands.find((b) => b.brandId === search.get('brand'));
  return (
    <StoreLocator locations={locations} brandId={brand?.brandId ?? null} title={brand ? t('locator.titleBrand', { name: brand.name }) : t('locator.title')} />
  );
}

/** `/business-groups/{groupId}/locations/`: every venue of the group. */
export function GroupStoreLocatorPage() {
  const { t } = useTranslation();
  const { locations } = useLoaderData<{ locations: GroupLocations }>();
  return <StoreLocator locations={locations} brandId={null} title={t('locator.titleGroup', { name: locations.name })} />;
}
