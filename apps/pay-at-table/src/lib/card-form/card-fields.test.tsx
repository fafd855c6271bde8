import type { Money } from '@tableside/billing-domain';
import type { CardFields as ProviderCardFields, CardFieldsOptions } from '@tableside/payments';
import { cleanup, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { i18n } from 'i18next';
import { setupI18n } from '../i18n/setup-i18n.js';
import type { AppServices } from '../services.js';
import { ServicesProvider } from '../services-context.js';
import { CardFields, type CardFieldsRef } from './card-fields.js';

afterEach(cleanup);

let i18nInstance: i18n;
beforeAll(async () => {
  i18nInstance = await setupI18n();
});

const eur = (amount: number): Money => ({ amount, currency: 'EUR' });

function fakeProvider() {
  const updateAmount = vi.fn((_amount: Money) => Promise.resolve());
  const mounts: CardFieldsOptions[] = [];
  const fields: ProviderCardFields = { collect: () => Promise.resolve({ ok: false, code: 'card-frame-unavailable' }), updateAmount, destroy: vi.fn() };
  const mountCardFields = vi.fn((_target: HTMLElement, options: CardFieldsOptions) => {
    mounts.push(options);
    return Promise.resolve(fields);
  });
  // Only the payments port is used by the card fields.
  const services = { payments: { mountCardFields } } as unknown as AppServices;
  return { services, mountCardFields, mounts, updateAmount };
}

// One ref for the page's whole life, as a page holds it.
const fieldsRef: CardFieldsRef = { current: undefined };

function ui(services: AppServices, amount: Money) {
  return (
    <I18nextProvider i18n={i18nInstance}>
      <ServicesProvider services={services}>
        <CardFields fieldsRef={fieldsRef} amount={amount} />
      </ServicesProvider>
    </I18nextProvider>
  );
}

describe('CardFields: the charge reaches the mounted provider fields', () => {
  test('mounted once with the amount; a tip changing the amount updates the fields instead of remounting them', async () => {
    const provider = fakeProvider();
    const view = render(ui(provider.services, eur(4_250_000)));
    await waitFor(() => expect(provider.mountCardFields).toHaveBeenCalledOnce());
    expect(provider.mounts[0]?.amount).toEqual(eur(4_250_000));
    expect(provider.updateAmount).not.toHaveBeenCalled();

    view.rerender(ui(provider.services, eur(4_675_000)));
    await waitFor(() => expect(provider.updateAmount).toHaveBeenCalledExactlyOnceWith(eur(4_675_000)));
    view.rerender(ui(provider.services, eur(4_675_000)));
    expect(provider.updateAmount).toHaveBeenCalledOnce();
    expect(provider.mountCardFields).toHaveBeenCalledOnce();
  });

  test('an amount changed while the fields were still mounting is sent once they are mounted', async () => {
    const provider = fakeProvider();
    let resolveMount: (() => void) | undefined;
    const fieldsReady = new Promise<void>((resolve) => {
      resolveMount = resolve;
    });
    const mountCardFields = provider.mountCardFields.getMockImplementation();
    provider.mountCardFields.mockImplementation(async (target, options) => {
      await fieldsReady;
      return mountCardFields!(target, options);
    });
    const view = render(ui(provider.services, eur(4_250_000)));
    view.rerender(ui(provider.services, eur(5_000_000)));
    resolveMount?.();
    await waitFor(() => expect(provider.updateAmount).toHaveBeenCalledExactlyOnceWith(eur(5_000_000)));
  });
});
