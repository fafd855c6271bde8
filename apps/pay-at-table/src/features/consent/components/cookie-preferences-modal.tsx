import { allowAllCookies, canToggleCookie, setCookiePreference, type CookiePreference } from '@tableside/loyalty-providers';
import { Banner, Button, Dialog, Spinner } from '@tableside/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCookiePreferences } from '../api/cookie-preferences.js';
import { useConsentStrings } from '../api/use-consent-strings.js';
import classes from './consent.module.css';
import { SwitchRow } from './switch-row.js';

/**
 * "Cookie preferences modal: essential and functional toggles, buttons 'allow all' and 'allow selection'. Under 500
 * px screen height the modal is full screen" (3 §2). Items that cannot be changed show accepted and disabled (3 §5);
 * 'allow all' accepts every item (3 §4). Saved for a logged-in diner by the consent manager, for a guest on this device.
 */
export function CookiePreferencesModal({ onClose }: { readonly onClose: () => void }) {
  useConsentStrings();
  const { t } = useTranslation();
  const { query, save } = useCookiePreferences();
  const [draft, setDraft] = useState<CookiePreference[] | undefined>();
  const preferences = draft ?? query.data?.preferences;
  const submit = (chosen: readonly CookiePreference[]) => save.mutate(chosen, { onSuccess: onClose });
  return (
    <div className={classes.fullScreenUnder500}>
      <Dialog open title={t('app.consent.cookies.title')} closeLabel={t('app.consent.close')} onClose={onClose}>
        <p className={classes.muted}>{t('app.consent.cookies.intro')}</p>
        {query.isError ? <Banner tone="error">{t('app.consent.unavailable')}</Banner> : null}
        {preferences ? (
          <>
            <ul className={classes.list}>
              {preferences.map((preference) => (
                <li key={preference.id}>
                  <SwitchRow
                    label={t(`app.consent.cookies.${preference.type}`)}
                    description={t(`app.consent.cookies.${preference.type}.description`)}
                    checked={preference.userStatus === 'ACCEPTED'}
                    disabled={!canToggleCookie(preference)}
                    onChange={(accepted) => setDraft(setCookiePreference(preferences, preference.id, accepted))}
                  />
                </li>
              ))}
            </ul>
            {save.isError ? <Banner tone="error">{t('app.consent.unavailable')}</Banner> : null}
            <div className={classes.actions}>
              <Button fullWidth loading={save.isPending} loadingLabel={t('app.loading')} onClick={() => submit(allowAllCookies(preferences))}>
                {t('app.consent.cookies.allowAll')}
              </Button>
              <Button variant="secondary" fullWidth disabled={save.isPending} onClick={() => submit(preferences)}>
                {t('app.consent.cookies.allowSelection')}
              </Button>
            </div>
          </>
        ) : query.isPending ? (
          <Spinner label={t('app.loading')} />
        ) : null}
      </Dialog>
    </div>
  );
}
