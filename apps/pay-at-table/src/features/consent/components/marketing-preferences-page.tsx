import { Banner, Button, Dialog, Spinner } from '@tableside/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useBlocker, useLocation } from 'react-router';
import { useAccountSession, type AccountSession } from '../../../lib/identity/account-session.js';
import { useServices } from '../../../lib/services-context.js';
import { createConsentApi, type BrandName, type BrandOptIn } from '../api/consent-api.js';
import { useConsentStrings } from '../api/use-consent-strings.js';
import classes from './consent.module.css';
import { SwitchRow } from './switch-row.js';

/** The brands' names as they are written (3 §3 "brand names volfoni, leon, au_bureau, hippo"). */
const BRAND_LABELS: Record<BrandName, string> = { volfoni: 'Volfoni', leon: 'Leon', au_bureau: 'Au Bureau', hippo: 'Hippo' };

/** The marketing page's path (3 §2 "privacy/marketing", a login-guarded route). */
export const MARKETING_PREFERENCES_PATH = '/me/privacy/marketing';

/**
 * Marketing preferences per brand (3 §2 "Marketing migration: toggles per brand, save button, leave-confirmation
 * modal"; 3 §4 "Marketing save is enabled only after a change; leaving with unsaved changes shows a modal (back or
 * leave)"), behind the login guard of 3 §2.
 */
export function MarketingPreferencesPage() {
  useConsentStrings();
  const session = useAccountSession();
  const location = useLocation();
  if (!session) return <Navigate to={`/signup?${new URLSearchParams({ originPath: `${location.pathname}${location.search}` }).toString()}`} replace />;
  return <MarketingPreferences session={session} />;
}

function MarketingPreferences({ session }: { readonly session: AccountSession }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const api = useMemo(() => createConsentApi(http), [http]);
  const queryClient = useQueryClient();
  const queryKey = ['brand-opt-in', session.userId];
  const loaded = useQuery({ queryKey, queryFn: async () => api.readBrandOptIn(session.userId, session.accessToken) });
  const [draft, setDraft] = useState<BrandOptIn | undefined>();
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: async (body: BrandOptIn) => api.saveBrandOptIn(session.userId, session.accessToken, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
      setDraft(undefined);
      setSaved(true);
    },
  });
  const current = draft ?? loaded.data;
  const changed = draft !== undefined && loaded.data !== undefined && JSON.stringify(draft.brands) !== JSON.stringify(loaded.data.brands);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => changed && currentLocation.pathname !== nextLocation.pathname);

  if (loaded.isPending) return <Spinner label={t('app.loading')} />;
  if (!current) {
    return (
      <div className={classes.page}>
        <h1 className={classes.title}>{t('app.consent.marketing.title')}</h1>
        <Banner tone="error">{t('app.consent.unavailable')}</Banner>
        <Button variant="secondary" onClick={() => void loaded.refetch()}>
          {t('app.consent.retry')}
        </Button>
      </div>
    );
  }
  const toggle = (name: BrandName, consent: boolean) => {
    setSaved(false);
    setDraft({ ...current, brands: current.brands.map((brand) => (brand.name === name ? { ...brand, consent } : brand)) });
  };
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('app.consent.marketing.title')}</h1>
      <p className={classes.muted}>{t('app.consent.marketing.intro')}</p>
      <ul className={classes.list}>
        {current.brands.map((brand) => (
          <li key={brand.name}>
            <SwitchRow
              label={BRAND_LABELS[brand.name]}
              description={t('app.consent.marketing.brand', { brand: BRAND_LABELS[brand.name] })}
              checked={brand.consent}
              onChange={(consent) => toggle(brand.name, consent)}
            />
          </li>
        ))}
      </ul>
      {save.isError ? <Banner tone="error">{t('app.consent.unavailable')}</Banner> : null}
      {saved ? <Banner tone="success">{t('app.consent.marketing.saved')}</Banner> : null}
      <Button fullWidth disabled={!changed} loading={save.isPending} loadingLabel={t('app.loading')} onClick={() => draft && save.mutate(draft)}>
        {t('app.consent.marketing.save')}
      </Button>
      <Dialog
        open={blocker.state === 'blocked'}
        title={t('app.consent.marketing.leaveTitle')}
        closeLabel={t('app.consent.close')}
        onClose={() => blocker.reset?.()}
      >
        <p>{t('app.consent.marketing.leaveMessage')}</p>
        <div className={classes.actions}>
          <Button fullWidth onClick={() => blocker.reset?.()}>
            {t('app.consent.marketing.stay')}
          </Button>
          <Button variant="secondary" fullWidth onClick={() => blocker.proceed?.()}>
            {t('app.consent.marketing.leave')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
