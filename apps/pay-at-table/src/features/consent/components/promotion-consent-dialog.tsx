import {
  canConfirmPromotionConsent,
  consentPaths,
  isGuestDataCollectionActive,
  promotionConsentBody,
  readVenueConsent,
  validateConsentEmail,
  type ConsentUser,
  type LoyaltyTransport,
} from '@tableside/loyalty-providers';
import type { HttpClient } from '@tableside/api-client';
import { Button, Dialog } from '@tableside/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useAccountSession } from '../../../lib/identity/account-session.js';
import { useLiveDocument } from '../../../lib/realtime/live-query.js';
import { useServices } from '../../../lib/services-context.js';
import { useConsentStrings } from '../api/use-consent-strings.js';
import classes from './consent.module.css';

/** What the dialog reads of the venue: its business, country, currency, name and guest data collection. */
const consentVenueSchema = z.looseObject({
  name: z.string(),
  businessId: z.string().check(z.minLength(1)),
  countryCode: z.string(),
  currency: z.optional(z.string()),
  guestDataCollectionId: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
});

/** The consent-manager calls over the app's transport: every status is an answer, a failed call a network failure. */
function consentTransport(http: HttpClient, bearer: string | undefined): LoyaltyTransport {
  return async (request) => {
    const answer = await http.json({ method: request.method, path: request.path, body: request.body, ...(bearer ? { bearer } : {}) }, z.unknown());
    if (answer.ok) return { type: 'answer', status: 200, body: answer.value };
    if (answer.error.type === 'http') return { type: 'answer', status: answer.error.status, body: answer.error.body };
    return { type: 'network', message: answer.error.type };
  };
}

/** The device remembers where it asked (origin and bill), so the dialog asks once after a payment and once after a receipt. */
const ASKED_KEY = 'tableside.promotionConsentAsked';
function askedBills(): string[] {
  try {
    const parsed = z.array(z.string()).safeParse(JSON.parse(globalThis.sessionStorage.getItem(ASKED_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
function rememberAsked(key: string): void {
  globalThis.sessionStorage.setItem(ASKED_KEY, JSON.stringify([...askedBills().filter((id) => id !== key), key].slice(-20)));
}

export interface PromotionConsentDialogProps {
  readonly venueId: string;
  readonly billId: string;
  /** `PAT_RECEIPT` after an e-mailed receipt (2-paying §7), `PAT_PAYMENT` after a payment. */
  readonly origin: 'PAT_RECEIPT' | 'PAT_PAYMENT';
  /** The e-mail the receipt was sent to, to start from. */
  readonly email?: string;
}

/**
 * "Promotion consent dialog: e-mail field, venue-promotion opt-in, confirm button" (3 §2), after an e-mailed receipt
 * and after payment. It shows when the venue's guest data collection is active (`GET
 * /consent-manager/v1/guest-data-collections/{id}`), once per bill on this device, and not to an identified diner who
 * already consented to the venue (`GET /consent-manager/v1/user/{userId}/business/{businessId}`). "Confirm enabled
 * only when form valid and promotion consent ticked"; an invalid e-mail shows voucher.consent.invalidMail on blur
 * (3 §5). The consent is sent by `POST /consent-manager/v1/opt-in`, whose failure is silent (3 §8).
 */
export function PromotionConsentDialog({ venueId, billId, origin, email: initialEmail = '' }: PromotionConsentDialogProps) {
  useConsentStrings();
  const { t } = useTranslation();
  const { http } = useServices();
  const session = useAccountSession();
  const transport = useMemo(() => consentTransport(http, session?.accessToken), [http, session?.accessToken]);
  const live = useLiveDocument(`venues/${venueId}`, consentVenueSchema);
  const venue = live.status === 'success' ? live.data : undefined;
  const asked = `${origin}:${billId}`;
  const [closed, setClosed] = useState(() => askedBills().includes(asked));
  const queryClient = useQueryClient();
  const eligibleKey = ['promotion-consent', venue?.guestDataCollectionId, venue?.businessId, session?.userId];
  const eligible = useQuery({
    queryKey: eligibleKey,
    enabled: venue?.guestDataCollectionId !== undefined && !closed,
    queryFn: async () => {
      if (!venue?.guestDataCollectionId) return false;
      if (!(await isGuestDataCollectionActive(transport, venue.guestDataCollectionId))) return false;
      return session ? !(await readVenueConsent(transport, { userId: session.userId, businessId: venue.businessId })) : true;
    },
  });
  const [email, setEmail] = useState(initialEmail);
  const [optIn, setOptIn] = useState(false);
  const [touched, setTouched] = useState(false);
  const ids = { email: useId(), error: useId() };
  const checked = validateConsentEmail(email);
  const user: ConsentUser = session ? { type: 'IDENTIFIED', userId: session.userId } : { type: 'GUEST' };
  const send = useMutation({
    mutationFn: async (address: string) => {
      if (!venue) return false;
      const body = promotionConsentBody({
        email: address,
        venueOptIn: true,
        user,
        origin,
        countryCode: venue.countryCode,
        businessId: venue.businessId,
        ...(venue.currency ? { bill: { currency: venue.currency } } : {}),
      });
      const answer = await transport({ method: 'POST', path: consentPaths.promotionOptIn(), body });
      return answer.type === 'answer' && answer.status >= 200 && answer.status < 300;
    },
    // An identified diner's consent is now the venue consent: the next page (the e-mailed receipt) must not ask from
    // the cached "eligible" answer while it reads the venue consent again.
    onSuccess: (stored) => {
      if (stored && session) queryClient.setQueryData(eligibleKey, false);
    },
  });
  const close = () => {
    rememberAsked(asked);
    setClosed(true);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checked.ok || !optIn) return;
    send.mutate(checked.value, { onSettled: close });
  };
  const open = !closed && eligible.data === true && venue !== undefined;
  const showError = touched && !checked.ok;
  return (
    <Dialog open={open} title={t('app.consent.promotion.title', { venue: venue?.name ?? '' })} closeLabel={t('app.consent.close')} onClose={close}>
      <form className={classes.page} onSubmit={submit} noValidate>
        <p className={classes.muted}>{t('app.consent.promotion.intro')}</p>
        <div className={classes.field}>
          <label htmlFor={ids.email}>{t('app.consent.promotion.email')}</label>
          <input
            id={ids.email}
            type="email"
            autoComplete="email"
            required
            className={classes.input}
            value={email}
            aria-invalid={showError || undefined}
            aria-describedby={showError ? ids.error : undefined}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          {showError ? (
            <p id={ids.error} className={classes.fieldError}>
              {t('voucher.consent.invalidMail')}
            </p>
          ) : null}
        </div>
        {/* The whole row is the checkbox's label: a 44 px tap target however the text wraps. */}
        <label className={classes.check}>
          <input type="checkbox" checked={optIn} onChange={(event) => setOptIn(event.target.checked)} />
          <span>{t('app.consent.promotion.optIn', { venue: venue?.name ?? '' })}</span>
        </label>
        <Button
          type="submit"
          fullWidth
          disabled={!canConfirmPromotionConsent({ emailValid: checked.ok, venueOptIn: optIn })}
          loading={send.isPending}
          loadingLabel={t('app.loading')}
        >
          {t('app.consent.promotion.confirm')}
        </Button>
      </form>
    </Dialog>
  );
}
