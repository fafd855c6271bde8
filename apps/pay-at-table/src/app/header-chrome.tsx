import { VenueBranding } from '../features/branding/components/venue-branding.js';
import { PageViews } from '../lib/telemetry/page-views.js';
import { AccountLink } from './account-link.js';
import { ConsentChrome } from './consent-chrome.js';

/**
 * The header's controls loaded after the page, in one chunk (not on the bill route's critical path): the venue's
 * branding, the burger button with what it opens, then the login or avatar link; and the page-view events.
 */
export function HeaderChrome() {
  return (
    <>
      <VenueBranding />
      <PageViews />
      <ConsentChrome />
      <AccountLink />
    </>
  );
}
