import { EmptyState } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { previewPaths } from '../../../app/paths.js';
import type { MenuListLoaderData } from '../api/route-loaders.js';
import { PreviewErrorState } from './preview-error-state.js';
import classes from './preview.module.css';

/** `/venues/{venueId}/menu-previews`: the venue's menus, each opening its preview in the business's language. */
export function MenuListPage() {
  const data = useLoaderData<MenuListLoaderData>();
  const { t } = useTranslation();
  if (!data.ok) return <PreviewErrorState error={data.error} />;
  const { venueId, business, menus } = data.value;
  const language = business.defaultLanguage;
  return (
    <main className={classes.page}>
      <p className={classes.notice}>{t('app.previewNotice')}</p>
      <h1 className={classes.heading}>
        {business.name} · {t('menuList.title')}
      </h1>
      {menus.length === 0 ? (
        <EmptyState title={t('menu.noMenuAvailableErrorMessage')} />
      ) : (
        <>
          <p className={`${classes.muted} ${classes.menus}`}>{t('menuList.defaultLanguage', { language })}</p>
          <ul className={classes.menus} aria-label={t('menuList.title')}>
            {menus.map((menu) => (
              <li key={menu.id}>
                <Link to={previewPaths.menu(venueId, language, menu.id)} className={classes.menuLink}>
                  <strong>{menu.name}</strong>
                  {menu.shortDescription ?? menu.description ? <span className={classes.muted}>{menu.shortDescription ?? menu.description}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
