import { Button, ErrorState } from '@tableside/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router';

/** "Generic error screen: the default error title with a go-back button that reloads the page" (1-core §8). */
export function GenericErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorState
      title={t('error.defaultTitle')}
      action={
        <Button fullWidth onClick={() => window.location.reload()}>
          {t('error.goBack')}
        </Button>
      }
    />
  );
}

/**
 * "Fallback screen: 'oops, an unexpected error occurred. we have been notified of this error, please call your
 * waiter to proceed your payment', with a 'back' button. A crash is logged as 'APP CRASHED'" (1-core §8).
 */
export function FallbackScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    console.error('APP CRASHED', error);
  }, [error]);
  return (
    <main>
      <ErrorState
        title={t('error.defaultTitle')}
        message={t('error.fallback.message')}
        action={
          <Button fullWidth onClick={() => navigate(-1)}>
            {t('error.fallback.back')}
          </Button>
        }
      />
    </main>
  );
}
