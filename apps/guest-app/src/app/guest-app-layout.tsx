import { useTranslation } from 'react-i18next';
import { Link, Outlet, useSearchParams } from 'react-router';
import { useGuestApp } from '../lib/app-data.js';
import { appPath } from '../lib/domain/paths.js';
import classes from '../lib/pages.module.css';
import { BURGER_MENU_FLAG, BurgerMenu } from './burger-menu.js';

/** The shell of a guest app's pages: the brand's name (home) and the burger menu button, the page, the menu. */
export function GuestAppLayout() {
  const { t } = useTranslation();
  const { appId, configuration } = useGuestApp();
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
