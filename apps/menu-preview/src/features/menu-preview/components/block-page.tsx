import { MenuBlockCard } from '@tableside/ui/menu';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useParams } from 'react-router';
import { previewPaths } from '../../../lib/paths.js';
import { parseMenuParams, type BlockLoaderData } from '../api/route-loaders.js';
import { PreviewErrorState } from './preview-error-state.js';
import classes from './preview.module.css';

/** `/venues/{venueId}/menu-previews/{language}/{menuId}/blocks/{blockId}`: one block of the menu. */
export function BlockPage() {
  const data = useLoaderData<BlockLoaderData>();
  const { venueId, language, menuId } = parseMenuParams(useParams());
  const { t } = useTranslation();
  if (!data.ok) return <PreviewErrorState error={data.error} />;
  return (
    <div className={classes.page}>
      <nav>
        <Link to={previewPaths.menu(venueId, language, menuId)} className={classes.backLink}>
          ← {t('common.back')}
        </Link>
      </nav>
      <main>
        <h1 className={classes.heading}>{data.value.block.title}</h1>
        <MenuBlockCard block={data.value.block} language={language} />
      </main>
    </div>
  );
}
