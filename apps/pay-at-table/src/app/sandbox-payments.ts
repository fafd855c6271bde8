/** The sandbox payment provider's code: a chunk of its own, loaded on the diner's first payment call (app/adapters.ts). */
export { createSandboxPaymentProvider } from '@tableside/payments';
