import type { Money } from '@tableside/billing-domain';
import { escapeHtml, formatMoney, htmlPage } from './html.js';
import type { IntentStatus } from './payment-intent-machine.js';

/** The 3-D Secure challenge page of the payment simulator: accessible, labelled buttons, plain form posts. */
export function renderThreeDSecurePage(input: {
  intentId: string;
  amount: Money;
  status: IntentStatus;
  returnUrl: string | undefined;
  /** Posted back with the outcome: the page is opened by a navigation, so the secret authorises it. */
  clientSecret: string;
}): string {
  const action = `/sandbox-payments/3ds/${encodeURIComponent(input.intentId)}`;
  const returnField =
    (input.returnUrl === undefined ? '' : `<input type="hidden" name="returnUrl" value="${escapeHtml(input.returnUrl)}">`) +
    `<input type="hidden" name="clientSecret" value="${escapeHtml(input.clientSecret)}">`;
  const amount = escapeHtml(formatMoney(input.amount.amount, input.amount.currency));
  if (input.status !== 'requires_action') {
    return htmlPage(
      '3-D Secure authentication',
      `<h1>3-D Secure authentication</h1>
<p role="status">This payment does not need authentication (status: ${escapeHtml(input.status)}).</p>`,
    );
  }
  const button = (outcome: string, label: string, primary: boolean) =>
    `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="outcome" value="${outcome}">${returnField}
<button type="submit"${primary ? ' class="primary"' : ''}>${label}</button>
</form>`;
  return htmlPage(
    '3-D Secure authentication',
    `<h1>3-D Secure authentication</h1>
<p>Your bank asks you to confirm a payment of <strong>${amount}</strong>.</p>
<p>This is the sandbox's test challenge: choose the outcome.</p>
<div role="group" aria-label="Authentication outcome">
${button('complete', 'Complete authentication', true)}
${button('fail', 'Fail authentication', false)}
${button('cancel', 'Cancel', false)}
</div>`,
  );
}
