import { lazy, Suspense } from 'react';
import { ContactLink } from '../features/contact/components/contact-link.js';
import { VenueLandingPage } from '../features/venue/components/venue-landing-page.js';
import { useVenueParams } from '../lib/route-params.js';

const VenueNewsSection = lazy(() => import('../features/news/components/venue-news-section.js'));

/**
 * The venue landing route: the venue feature's landing page with the contact link (1-core §2 Venue "/contact") and
 * the venue's news (3 §1, RSS), which loads on its own after the page (features never import each other).
 */
export function VenueLandingRoute() {
  const { venueId } = useVenueParams();
  return (
    <VenueLandingPage
      aside={
        <>
          <ContactLink venueId={venueId} />
          <Suspense fallback={null}>
            <VenueNewsSection venueId={venueId} />
          </Suspense>
        </>
      }
    />
  );
}
