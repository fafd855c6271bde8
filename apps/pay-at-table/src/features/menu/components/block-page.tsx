import { ErrorState, Spinner } from '@tableside/ui';
import { MenuBlockCard } from '@tableside/ui/menu';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import * as z from 'zod/mini';
import { menuBaseFromParams, orderingPaths, parseMenuParams } from '../../../lib/menu-paths.js';
import { useVenueMenus } from '../../../lib/data/use-venue-menus.js';
import classes from './menu.module.css';

const blockParams = z.object({ blockId: z.string().check(z.minLength(1)) });

/** `/menus/{language}/{menuId}/blocks/{blockId}` (3-menus §2): one block of the menu, with the way back. */
export function BlockPage() {
  const { t } = useTranslation();
  const params = useParams();
  const base = menuBaseFromParams(params);
  const { language, menuId } = parseMenuParams(params);
  const { blockId } = blockParams.parse(params);
  const menus = useVenueMenus(base.venueId);
  if (menus.status === 'pending') return <Spinner label={t('app.menu.loading')} />;
  if (menus.status === 'error') return <ErrorState title={t('app.menu.loadFailed')} />;
  const block = menus.data.menus
    .find((menu) => menu.id === menuId)
    ?.categories.flatMap((category) => category.elements)
    .flatMap((element) => (element.type === 'BLOCK' && element.block.id === blockId ? [element.block] : []))[0];
  if (!block) return <ErrorState title={t('app.menu.blockNotFound')} />;
  return (
    <section className={classes.page} aria-label={block.title}>
      <MenuBlockCard block={block} language={language} headingLevel={1} />
      <Link className={classes.link} to={orderingPaths.menu(base, language, menuId)}>
        {t('app.menu.back')}
      </Link>
    </section>
  );
}
