import type { ExpressCheckoutProps } from '../features/bill/components/bill-page.js';
import reviewStrings from '../features/review/locales/en-US.json';
import { ReviewWidget } from '../features/review/components/review-widget.js';
import upsellStrings from '../features/upsell/locales/en-US.json';
import { UpsellCarousel } from '../features/upsell/components/upsell-carousel.js';
import { useDeviceStore } from '../lib/identity/use-device-store.js';
import { withOrderingStrings } from './ordering-strings.js';

/** The post-payment review widget, then the upsell carousel (1-core §2 "Bill page"), under the already-paid section. */
function BillExtras({ bill, venue, venueId, billId }: ExpressCheckoutProps) {
  const guestId = useDeviceStore((state) => state.identity?.guestId);
  return (
    <>
      <ReviewWidget bill={bill} venueId={venueId} guestId={guestId} />
      <UpsellCarousel venueId={venueId} billId={billId} businessId={venue.businessId} />
    </>
  );
}

/**
 * The bill page's review widget and upsell carousel, other features' parts the app plugs in. They load after the
 * bill's first render, in this chunk with their en-US strings, so the bill route's critical path does not carry them.
 */
export default withOrderingStrings(BillExtras, { ...reviewStrings, ...upsellStrings });
