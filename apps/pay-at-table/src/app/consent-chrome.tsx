import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useConsentStrings } from '../features/consent/api/use-consent-strings.js';
import { useAccountSession } from '../lib/identity/account-session.js';
import classes from './root-layout.module.css';

const BurgerMenu = lazy(async () => ({ default: (await import('../features/consent/components/burger-menu.js')).BurgerMenu }));
const CookiePreferencesModal = lazy(async () => ({
  default: (await import('../features/consent/components/cookie-preferences-modal.js')).CookiePreferencesModal,
}));
const PromotionConsentDialog = lazy(async () => ({
  default: (await import('../features/consent/components/promotion-consent-dialog.js')).PromotionConsentDialog,
}));
const VerificationOverlay = lazy(async () => ({ default: (await import('../features/consent/components/verification-overlay.js')).VerificationOverlay }));

/** "Opened/closed via query flag burgerMenuOpen=true (opens after 10 ms, unmounts 300 ms after close)" (3 §2, §9). */
export const BURGER_MENU_QUERY = 'burgerMenuOpen';
export const BURGER_OPEN_DELAY_MS = 10;
export const BURGER_UNMOUNT_DELAY_MS = 300;

/** The pages after which the promotion consent dialog shows (3 §2 Dialogs): an e-mailed receipt, and a payment. */
const RECEIPT_SENT = /^\/venues\/([^/]+)\/bills\/([^/]+)\/receipt-email\/sent\/?$/;
const PAYMENT_SUCCESS = /^\/venues\/([^/]+)\/bills\/([^/]+)\/splits\/[^/]+\/success\/?$/;

/** The e-mail of the receipt form, from the sent page's `form` query (URL-encoded JSON, 2-paying §2). */
function receiptEmail(search: URLSearchParams): string | undefined {
  try {
    const form: unknown = JSON.parse(search.get('form') ?? '{}');
    return typeof form === 'object' && form !== null && 'email' in form && typeof form.email === 'string' ? form.email : undefined;
  } catch {
    return undefined;
  }
}

/** The venue landing page, where the verification-required overlay shows (1-core §2). */
const VENUE_LANDING = /^\/venues\/[^/]+\/?$/;

/**
 * The header's burger button and what it opens: the burger menu, the cookie preferences modal reached from it, the
 * verification-required overlay of an account holder on a venue landing, and the promotion consent dialog after an
 * e-mailed receipt or a payment. This chrome is its own chunk, loaded
 * after the page like the account link; the menu, the modal and the overlay are chunks of their own, loaded only
 * when they show.
 */
export function ConsentChrome() {
  useConsentStrings();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useAccountSession();
  const params = new URLSearchParams(location.search);
  const flagged = params.get(BURGER_MENU_QUERY) === 'true';
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [cookiesOpen, setCookiesOpen] = useState(false);

  useEffect(() => {
    if (flagged) {
      setMounted(true);
      const timer = setTimeout(() => setOpen(true), BURGER_OPEN_DELAY_MS);
      return () => clearTimeout(timer);
    }
    setOpen(false);
    const timer = setTimeout(() => setMounted(false), BURGER_UNMOUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [flagged]);

  const receiptSent = RECEIPT_SENT.exec(location.pathname);
  const paid = PAYMENT_SUCCESS.exec(location.pathname);
  const consentPage = receiptSent ?? paid;
  const email = receiptSent ? receiptEmail(params) : undefined;
  const withFlag = new URLSearchParams(location.search);
  withFlag.set(BURGER_MENU_QUERY, 'true');
  const closeMenu = () => {
    const rest = new URLSearchParams(location.search);
    rest.delete(BURGER_MENU_QUERY);
    void navigate({ pathname: location.pathname, search: rest.size > 0 ? `?${rest.toString()}` : '' }, { replace: true });
  };
  return (
    <>
      <Link className={classes.account} to={{ pathname: location.pathname, search: `?${withFlag.toString()}` }} aria-haspopup="dialog">
        <span aria-hidden="true" className={classes.burger} />
        <span className={classes.visuallyHidden}>{t('app.consent.menu.open')}</span>
      </Link>
      <Suspense fallback={null}>
        {mounted ? (
          <BurgerMenu
            open={open}
            onClose={closeMenu}
            onOpenCookies={() => {
              closeMenu();
              setCookiesOpen(true);
            }}
          />
        ) : null}
        {cookiesOpen ? <CookiePreferencesModal onClose={() => setCookiesOpen(false)} /> : null}
        {session && VENUE_LANDING.test(location.pathname) ? <VerificationOverlay session={session} /> : null}
        {consentPage?.[1] && consentPage[2] ? (
          <PromotionConsentDialog
            key={location.pathname}
            venueId={decodeURIComponent(consentPage[1])}
            billId={decodeURIComponent(consentPage[2])}
            origin={receiptSent ? 'PAT_RECEIPT' : 'PAT_PAYMENT'}
            {...(email ? { email } : {})}
          />
        ) : null}
      </Suspense>
    </>
  );
}
