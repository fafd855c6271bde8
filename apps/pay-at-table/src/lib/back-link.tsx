import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './back-link.module.css';

/** The back control at the top of a page: a 44 px link with a chevron, labelled "Back" in the diner's language. */
export function BackLink({ to }: { readonly to: string }) {
  const { t } = useTranslation();
  return (
    <Link className={classes.back} to={to}>
      <span aria-hidden="true" className={classes.chevron} />
      {t('app.back')}
    </Link>
  );
}
