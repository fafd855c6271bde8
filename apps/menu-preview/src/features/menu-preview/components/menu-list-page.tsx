import { EmptyState } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { previewPaths } from '../../../lib/paths.js';
import type { MenuListLoaderData } from '../api/route-loaders.js';
import { PreviewErrorState } from './preview-error-state.js';
import classes from './preview.module.css';

/** `/venues/{venueId}/menu-previews`: the venue's menus, each opening its preview in the business's language. */
export function MenuListPage() {
  const data = useLoaderData<MenuListLoaderData>();
  const { t } = useTranslation();
  const [search] = useSearchParams();
  if (!data.ok) return <PreviewErrorState error={data.error} />;
  const { venueId, business, menus } = data.value;
  const languages = business.languages.includes(business.defaultLanguage) ? business.languages : [business.defaultLanguage, ...business.languages];
  const asked = search.get('language')?.trim().toUpperCase();
  const language = asked && languages.includes(asked) ? asked : business.defaultLanguage;
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
          {languages.length > 1 ? (
            <nav aria-label={t('menuList.languages')}>
              <ul className={classes.languages}>
                {languages.map((code) => (
                  <li key={code}>
                    <Link to={`?language=${encodeURIComponent(code)}`} aria-current={code === language ? 'true' : undefined} className={classes.languageLink}>
                      {code}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <ul className={classes.menus} aria-label={t('menuList.title')}>
            {menus.map((menu) => (
              <li key={menu.id}>
                <Link to={previewPaths.menu(venueId, language, menu.id)} className={classes.menuLink}>
                  <strong>{menu.name}</strong>
                  {(menu.shortDescription ?? menu.description) ? <span className={classes.muted}>{menu.shortDescription ?? menu.description}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
