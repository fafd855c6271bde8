import { BRAND_CONSENT_KEYS } from '@tableside/loyalty-providers';
import { Button, Dialog } from '@tableside/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useLoaderData } from 'react-router';
import { useServices } from '../../lib/api-context.js';
import { useAccountSession, useGuestApp } from '../../lib/app-data.js';
import { appPath } from '../../lib/domain/paths.js';
import type { BrandOptIn, CookiePreference } from '../../lib/guest-app-api.js';
import { PageHeading } from '@tableside/ui/app-shell';
import classes from '../../lib/pages.js';

/** `privacy`: the privacy centre (cookies, marketing, the data protection and cookies policies when configured). */
export function PrivacyPage() {
  const { t } = useTranslation();
  const { appId, configuration } = useGuestApp();
  const policy = (kind: 'dataProtection' | 'cookiesPolicy') => {
    const url = configuration.links[kind];
    return url ? `${appPath(appId, 'external-link')}?${new URLSearchParams({ url, title: t(`links.${kind}`) }).toString()}` : undefined;
  };
  return (
    <main className={classes.page}>
      <PageHeading>{t('privacy.title')}</PageHeading>
      <p>{t('privacy.text')}</p>
      <ul className={classes.list}>
        <li>
          <Link className={classes.link} to={appPath(appId, 'privacy/cookies')}>
            {t('cookies.title')}
          </Link>
        </li>
        <li>
          <Link className={classes.link} to={appPath(appId, 'privacy/marketing')}>
            {t('marketing.title')}
          </Link>
        </li>
        {(['dataProtection', 'cookiesPolicy'] as const).map((kind) => {
          const href = policy(kind);
          return href ? (
            <li key={kind}>
              <Link className={classes.link} to={href}>
                {t(`links.${kind}`)}
              </Link>
            </li>
          ) : null;
        })}
      </ul>
    </main>
  );
}

/** The brands of the marketing consent (3 §9 brand consent keys), by their own names. */
const BRAND_LABELS: Record<(typeof BRAND_CONSENT_KEYS)[number], string> = { volfoni: 'Volfoni', leon: 'Léon', au_bureau: 'Au Bureau', hippo: 'Hippopotamus' };

/** A guest's cookie preferences: kept on this device under pay-at-table's key, so both apps agree. */
export const COOKIE_PREFERENCES_STORAGE_KEY = 'tableside.cookiePreferences';

const DEFAULT_PREFERENCES: readonly CookiePreference[] = [
  { id: 'essential', preferenceId: { id: 'cookie-essential' }, type: 'essential', userStatus: 'ACCEPTED', needToBeChanged: false },
  { id: 'functional', preferenceId: { id: 'cookie-functional' }, type: 'functional', userStatus: 'REFUSED', needToBeChanged: true },
];

function readGuestPreferences(storage: Storage | undefined): CookiePreference[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(COOKIE_PREFERENCES_STORAGE_KEY) ?? 'null');
    if (Array.isArray(stored)) {
      return DEFAULT_PREFERENCES.map((item) => {
        const saved = stored.find((s: unknown) => typeof s === 'object' && s !== null && 'id' in s && s.id === item.id) as { userStatus?: unknown } | undefined;
        return item.needToBeChanged && (saved?.userStatus === 'ACCEPTED' || saved?.userStatus === 'REFUSED') ? { ...item, userStatus: saved.userStatus } : item;
      });
    }
  } catch {
    // A stored value that does not parse is the defaults (3 §8 "Local record read failure is tolerated with a default").
  }
  return [...DEFAULT_PREFERENCES];
}

/**
 * `privacy/cookies`: essential (always accepted) and functional toggles, "allow all" and "allow selection" (3 §2
 * cookie preferences; §4 Cookies). A logged-in diner's are saved by the consent manager for this application, a
 * guest's on this device.
 */
export function CookiesPage() {
  const { t } = useTranslation();
  const { api, storage } = useServices();
  const { appId } = useGuestApp();
  const session = useAccountSession();
  const { saved } = useLoaderData<{ saved: CookiePreference[] | undefined }>();
  const [items, setItems] = useState<CookiePreference[]>(() => saved ?? readGuestPreferences(storage));
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const save = async (next: CookiePreference[]) => {
    setState('saving');
    try {
      if (session) setItems(await api.saveCookiePreferences(appId, session, next));
      else {
        storage?.setItem(COOKIE_PREFERENCES_STORAGE_KEY, JSON.stringify(next));
        setItems(next);
      }
      setState('saved');
    } catch {
      setState('failed');
    }
  };
  return (
    <main className={classes.page}>
      <PageHeading>{t('cookies.title')}</PageHeading>
      <p>{t('cookies.text')}</p>
      <fieldset className={classes.card}>
        <legend>{t('cookies.legend')}</legend>
        {items.map((item) => (
          <label key={item.id} className={classes.toggle}>
            <input
              type="checkbox"
              role="switch"
              checked={item.userStatus === 'ACCEPTED'}
              disabled={!item.needToBeChanged}
              onChange={(event) => {
                setState('idle');
                setItems(items.map((i) => (i.id === item.id ? { ...i, userStatus: event.target.checked ? 'ACCEPTED' : 'REFUSED' } : i)));
              }}
            />
            <span>
              <strong>{t(`cookies.${item.type}`)}</strong> — {t(`cookies.${item.type}Text`)}
            </span>
          </label>
        ))}
      </fieldset>
      <div className={classes.row}>
        <Button onClick={() => void save(items.map((i) => ({ ...i, userStatus: 'ACCEPTED' })))} loading={state === 'saving'} loadingLabel={t('common.saving')}>
          {t('cookies.allowAll')}
        </Button>
        <Button variant="secondary" onClick={() => void save(items)} disabled={state === 'saving'}>
          {t('cookies.allowSelection')}
        </Button>
      </div>
      <p role="status">{state === 'saved' ? t('common.saved') : null}</p>
      <p role="alert">{state === 'failed' ? t('common.saveError') : null}</p>
    </main>
  );
}

/**
 * `privacy/marketing` (and its migration variant): the marketing opt-in and the consent per brand (3 §2 "Marketing
 * migration: toggles per brand, save button, leave-confirmation modal"; §4 "Marketing save is enabled only after a
 * change; leaving with unsaved changes shows a modal (back or leave)").
 */
export function MarketingPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const { appId } = useGuestApp();
  const session = useAccountSession();
  const { optIn } = useLoaderData<{ optIn: BrandOptIn }>();
  const [saved, setSaved] = useState(optIn);
  const initialBrands = (from: BrandOptIn) =>
    Object.fromEntries(BRAND_CONSENT_KEYS.map((name) => [name, from.brands.find((b) => b.name === name)?.consent ?? false]));
  const [hasOptIn, setHasOptIn] = useState(optIn.hasOptIn);
  const [brands, setBrands] = useState<Record<string, boolean>>(() => initialBrands(optIn));
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const savedBrands = initialBrands(saved);
  const changed = hasOptIn !== saved.hasOptIn || BRAND_CONSENT_KEYS.some((name) => brands[name] !== savedBrands[name]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => changed && currentLocation.pathname !== nextLocation.pathname);
  const save = async () => {
    if (!session) return;
    setState('saving');
    try {
      const answer = await api.saveMarketing(appId, session, {
        hasOptIn,
        brands: BRAND_CONSENT_KEYS.map((name) => ({ name, consent: brands[name] ?? false })),
      });
      setSaved(answer);
      setState('saved');
    } catch {
      setState('failed');
    }
  };
  return (
    <main className={classes.page}>
      <PageHeading>{t('marketing.title')}</PageHeading>
      <p>{t('marketing.text')}</p>
      <fieldset className={classes.card}>
        <legend>{t('marketing.legend')}</legend>
        <label className={classes.toggle}>
          <input
            type="checkbox"
            role="switch"
            checked={hasOptIn}
            onChange={(event) => {
              setState('idle');
              setHasOptIn(event.target.checked);
            }}
          />
          <span>{t('marketing.optIn')}</span>
        </label>
        {BRAND_CONSENT_KEYS.map((name) => (
          <label key={name} className={classes.toggle}>
            <input
              type="checkbox"
              role="switch"
              checked={brands[name] ?? false}
              onChange={(event) => {
                setState('idle');
                setBrands({ ...brands, [name]: event.target.checked });
              }}
            />
            <span>{t('marketing.brand', { brand: BRAND_LABELS[name] })}</span>
          </label>
        ))}
      </fieldset>
      <Button onClick={() => void save()} disabled={!changed} loading={state === 'saving'} loadingLabel={t('common.saving')}>
        {t('marketing.save')}
      </Button>
      <p role="status">{state === 'saved' ? t('common.saved') : null}</p>
      <p role="alert">{state === 'failed' ? t('common.saveError') : null}</p>
      <Dialog open={blocker.state === 'blocked'} title={t('marketing.leaveTitle')} onClose={() => blocker.reset?.()} closeLabel={t('menu.close')}>
        <p>{t('marketing.leaveText')}</p>
        <div className={classes.row}>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            {t('marketing.stay')}
          </Button>
          <Button onClick={() => blocker.proceed?.()}>{t('marketing.leave')}</Button>
        </div>
      </Dialog>
    </main>
  );
}
