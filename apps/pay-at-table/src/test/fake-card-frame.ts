import type { CardFieldsOptions, CollectedCard, SandboxPaymentProvider } from '@tableside/payments';

/** The payment-method id the fake card frame tokenizes every card to. */
export const TEST_PAYMENT_METHOD_ID = `pm_${'0a'.repeat(16)}`;

/**
 * A stand-in for the payment provider's card frame: it mounts an empty frame named by `title` (the provider's
 * page is not loaded in unit tests) and `collect` answers `result`; the journeys use the real card page.
 */
export function fakeCardFrame(
  result: CollectedCard = { ok: true, paymentMethod: { kind: 'card', paymentMethodId: TEST_PAYMENT_METHOD_ID }, brand: 'visa', last4: '4242' },
) {
  const mounts: CardFieldsOptions[] = [];
  const mountCardFields: SandboxPaymentProvider['mountCardFields'] = (target, options) => {
    const frame = target.ownerDocument.createElement('iframe');
    frame.title = options.title;
    target.append(frame);
    mounts.push(options);
    return Promise.resolve({ collect: () => Promise.resolve(result), destroy: () => frame.remove() });
  };
  return { mountCardFields, mounts };
}
