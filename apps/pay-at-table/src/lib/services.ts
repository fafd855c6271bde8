import type { ApiClient, HttpClient } from '@tableside/api-client';
import type { PaymentProvider, SandboxPaymentProvider } from '@tableside/payments';
import type { Clock, DocumentStore, Timers } from '@tableside/realtime';
import type { StoreApi } from 'zustand/vanilla';
import type { DeviceState } from './identity/device-store.js';

/**
 * The payment port as the app uses it. `challengeUrl` is where the diner is sent back to finish 3-D Secure: the
 * sandbox's challenge page, or for Stripe this page again with `payment_intent`, where `completeAuthentication`
 * runs Stripe's own challenge.
 */
export type AppPaymentProvider = PaymentProvider & Pick<SandboxPaymentProvider, 'challengeUrl'>;

/** Everything a screen talks to. Screens get it from context, so tests can give fakes. */
export interface AppServices {
  readonly api: ApiClient;
  /** The API transport (guest token, correlation ids), for the calls of lazily loaded features (the account's). */
  readonly http: HttpClient;
  readonly store: DocumentStore;
  readonly payments: AppPaymentProvider;
  readonly device: StoreApi<DeviceState>;
  readonly clock: Clock;
  readonly timers: Timers;
  /** A new payment id for each payment attempt. */
  readonly newId: () => string;
}
