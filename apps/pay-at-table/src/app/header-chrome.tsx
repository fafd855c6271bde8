import { AccountLink } from './account-link.js';
import { ConsentChrome } from './consent-chrome.js';

/**
 * The header's controls loaded after the page, in one chunk (not on the bill route's critical path): the burger
 * button with what it opens, then the login or avatar link.
 */
export function HeaderChrome() {
  return (
    <>
      <ConsentChrome />
      <AccountLink />
    </>
  );
}
