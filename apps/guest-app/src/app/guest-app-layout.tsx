import { useTranslation } from 'react-i18next';
import { Link, Outlet, useSearchParams } from 'react-router';
import { useGuestApp } from '../lib/app-data.js';
import { useBrandTheme } from '../lib/brand-theme.js';
import { appPath } from '../lib/domain/paths.js';
import classes from '../lib/pages.js';
import { BURGER_MENU_FLAG, BurgerMenu } from './burger-menu.js';

/**
 * The shell of a guest app's pages: the brand's logo and name (home) and the burger menu button, the page, the menu.
 * The brand's customization themes the app once it arrives; the pages render first with the default tokens.
 */
export function GuestAppLayout() {
  const { t } = useTranslation();
  const { appId, configuration } = useGuestApp();
  const customization = useBrandTheme(configuration.enrollmentId);
  const logo = customization?.logo;
  const [search, setSearch] = useSearchParams();
  const openMenu = () => {
    const next = new URLSearchParams(search);
    next.set(BURGER_MENU_FLAG, 'true');
    setSearch(next);
  };
  return (
    <>
      <header className={classes.header}>
        <Link className={classes.brandName} to={appPath(appId)}>
          {logo ? (
            <img
              className={classes.brandLogo}
              src={logo.url}
              width={logo.width ?? 40}
              height={logo.height ?? 40}
              alt={t('branding.logo', { name: configuration.name })}
            />
          ) : null}
          {configuration.name}
        </Link>
        <button type="button" className={classes.buttonLink} aria-haspopup="dialog" onClick={openMenu}>
          {t('menu.open')}
        </button>
      </header>
      <Outlet />
      <BurgerMenu />
    </>
  );
}
