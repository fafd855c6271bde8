import { venueSchema } from '@tableside/billing-domain';
import { TAB_CREATION_INITIAL, tabCreationReducer, validateTabCustomer, type TabCustomer, type TabCustomerMessage } from '@tableside/ordering';
import { Button, ErrorState, Spinner } from '@tableside/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import * as z from 'zod/mini';
import { paths } from '../../../lib/paths.js';
import { useServices } from '../../../lib/services-context.js';
import { useOrderingStoreApi } from '../../../lib/ordering/use-ordering-store.js';
import { orderingPaths } from '../../../lib/menu-paths.js';
import { useLiveDocument } from '../../../lib/realtime/live-query.js';
import { registerTabRouteStateSchema } from '../api/tab-route-state.js';
import { useTabOpening } from '../hooks/use-tab-opening.js';
import { TabOverlay } from './tab-overlay.js';
import classes from './tab.module.css';

const tabParams = z.object({ venueId: z.string().check(z.minLength(1)), tabId: z.string().check(z.minLength(1)) });

/** The message keys of "messages 'required' and 'Cannot be blank'" (3-menus §5). */
const MESSAGE_KEYS: Record<TabCustomerMessage, string> = { required: 'app.tab.customer.required', 'Cannot be blank': 'app.tab.customer.blank' };

/**
 * `/venues/{venueId}/tab/{tabId}/register` (3-menus §2 Tabs, step 2 of 2): first and last name validated on change;
 * registering opens the tab (INITIALIZED), then the tab and its bill are polled every 5 s; the bill is stored and
 * the diner redirected to it after 1 s. A failure shows the overlay with retry. Without a payment id in state, the
 * diner goes back to the card step.
 */
export function RegisterTabPage() {
  const { t } = useTranslation();
  const { venueId, tabId } = tabParams.parse(useParams());
  const { api, timers } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const store = useOrderingStoreApi();
  const id = useId();
  const routeState = registerTabRouteStateSchema.safeParse(location.state);
  const paymentId = routeState.success ? routeState.data.paymentId : undefined;
  const venue = useLiveDocument(`venues/${venueId}`, venueSchema);
  const [form, setForm] = useState({ firstName: '', lastName: '' });
  const [touched, setTouched] = useState({ firstName: false, lastName: false });
  const [creation, dispatch] = useReducer(tabCreationReducer, TAB_CREATION_INITIAL);
  const opening = useTabOpening(tabId, paymentId, creation.status === 'INITIALIZED');
  const registration = useMutation({
    mutationFn: ({ businessId, customer }: { readonly businessId: string; readonly customer: TabCustomer }) =>
      api.ordering.registerTab(businessId, tabId, { customer }),
    onMutate: () => dispatch({ type: 'registrationStarted' }),
    onSuccess: (registered) => dispatch(registered.ok ? { type: 'registrationSucceeded', tabId: registered.value.tabId } : { type: 'registrationFailed' }),
    onError: () => dispatch({ type: 'registrationFailed' }),
  });

  useEffect(() => {
    if (opening.kind !== 'storeBillAndRedirect') return undefined;
    const tab = store.getState().tab;
    if (tab?.tabId === tabId) store.getState().setTab({ ...tab, billId: opening.billId });
    const handle = timers.setTimeout(() => void navigate(paths.bill(venueId, opening.billId), { replace: true }), opening.afterMs);
    return () => timers.clearTimeout(handle);
  }, [opening, store, tabId, timers, navigate, venueId]);

  if (opening.kind === 'redirectToAuthorize') return <Navigate to={orderingPaths.authorizeTab(venueId)} replace />;
  if (venue.status === 'pending') return <Spinner label={t('app.tab.loading')} />;
  if (venue.status !== 'success') return <ErrorState title={t('app.tab.noVenue')} />;
  const { businessId } = venue.data;
  const validation = validateTabCustomer(form);
  const errors = validation.ok ? {} : validation.error.fields;

  const register = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setTouched({ firstName: true, lastName: true });
    const customer = validateTabCustomer(form);
    if (!customer.ok) return;
    registration.mutate({ businessId, customer: customer.value });
  };

  const field = (name: 'firstName' | 'lastName', label: string) => {
    const message = touched[name] ? errors[name] : undefined;
    const errorId = `${id}-${name}-error`;
    return (
      <div className={classes.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          className={classes.input}
          autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
          value={form[name]}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => {
            setTouched((current) => ({ ...current, [name]: true }));
            setForm((current) => ({ ...current, [name]: event.target.value }));
          }}
        />
        {message ? (
          <p id={errorId} className={classes.error}>
            {t(MESSAGE_KEYS[message])}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section className={classes.page} aria-labelledby="register-tab-title">
      <p>{t('app.tab.step', { step: 2, steps: 2 })}</p>
      <h1 id="register-tab-title">{t('app.tab.registerTitle')}</h1>
      <form className={classes.form} noValidate onSubmit={register}>
        {field('firstName', t('app.tab.customer.firstName'))}
        {field('lastName', t('app.tab.customer.lastName'))}
        <Button type="submit" fullWidth loading={registration.isPending} loadingLabel={t('app.tab.authorizing')}>
          {t('app.tab.register')}
        </Button>
      </form>
      {creation.status === 'INITIALIZING' || (creation.status === 'INITIALIZED' && opening.kind !== 'storeBillAndRedirect') ? (
        <TabOverlay state={{ kind: 'authorizing' }} />
      ) : null}
      {opening.kind === 'storeBillAndRedirect' ? <TabOverlay state={{ kind: 'opened' }} /> : null}
      {creation.status === 'FAILED' ? <TabOverlay state={{ kind: 'failed', onRetry: () => register() }} /> : null}
    </section>
  );
}
