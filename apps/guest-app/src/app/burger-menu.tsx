import { Dialog } from '@tableside/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useAccountSession, useGuestApp } from '../lib/app-data.js';
import { configuredLinks } from '../lib/domain/external-links.js';
import { appPath } from '../lib/domain/paths.js';
import classes from '../lib/pages.js';
import { LoyaltyPromoCard } from '../lib/promo-card.js';

/** The query flag that opens the burger menu (3 §2 "Opened/closed via query flag burgerMenuOpen=true"). */
export const BURGER_MENU_FLAG = 'burgerMenuOpen';
/** "opens after 10 ms, unmounts 300 ms after close" (3 §2). */
export const BURGER_OPEN_DELAY_MS = 10;
export const BURGER_UNMOUNT_DELAY_MS = 300;

/** Whether the menu is mounted, following the query flag with the spec's open and unmount delays. */
function useDelayedFlag(flag: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMounted(flag), flag ? BURGER_OPEN_DELAY_MS : BURGER_UNMOUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [flag]);
  return mounted && flag;
}

/**
 * The brand burger menu (3 §2 "Brand items"): my profile, loyalty and receipts when logged in, or the loyalty promo
 * card; the privacy centre; the configured external links (each only if configured); our brands, find a restaurant
 * and click and collect.
 */
export function BurgerMenu() {
  const { t } = useTranslation();
  const { appId, configuration } = useGuestApp();
  const session = useAccountSession();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const open = useDelayedFlag(search.get(BURGER_MENU_FLAG) === 'true');
  const close = () => {
    const next = new URLSearchParams(search);
    next.delete(BURGER_MENU_FLAG);
    setSearch(next, { replace: true });
  };
  const link = (sub: string) => appPath(appId, sub);
  const originPath = `${location.pathname}${location.search.replace(/[?&]burgerMenuOpen=true/, '')}`;
  return (
    <Dialog open={open} title={configuration.name} onClose={close} closeLabel={t('menu.close')} id="burger-menu">
      <nav aria-label={t('menu.label')}>
        {session ? (
          <ul className={classes.menuList}>
            <li>
              <Link to={`${link('profile')}?${new URLSearchParams({ originPath }).toString()}`}>{t('menu.profile')}</Link>
            </li>
            {configuration.loyaltyEnabled ? (
              <li>
                <Link to={link('loyalty')}>{t('menu.loyalty')}</Link>
              </li>
            ) : null}
            <li>
              <Link to={link('receipts')}>{t('menu.receipts')}</Link>
            </li>
          </ul>
        ) : (
          <LoyaltyPromoCard appId={appId} originPath={originPath} to="onboarding" headingLevel={3} />
        )}
        <ul className={classes.menuList}>
          <li>
            <Link to={link('privacy')}>{t('menu.privacy')}</Link>
          </li>
        </ul>
        {configuredLinks(configuration.links).length > 0 ? (
          <>
            <h3 className={classes.menuSection}>{t('menu.information')}</h3>
            <ul className={classes.menuList}>
              {configuredLinks(configuration.links).map(({ kind, url }) => (
                <li key={kind}>
                  <Link to={`${link('external-link')}?${new URLSearchParams({ url, title: t(`links.${kind}`) }).toString()}`}>{t(`links.${kind}`)}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <h3 className={classes.menuSection}>{configuration.name}</h3>
        <ul className={classes.menuList}>
          {configuration.brands.length > 1 ? (
            <li>
              <Link to={link('')}>{t('menu.ourBrands')}</Link>
            </li>
          ) : null}
          <li>
            <Link to={`${link('store-locator')}?mode=list`}>{t('menu.findRestaurant')}</Link>
          </li>
          <li>
            <Link to={link('order')}>{t('menu.clickAndCollect')}</Link>
          </li>
        </ul>
      </nav>
    </Dialog>
  );
}
