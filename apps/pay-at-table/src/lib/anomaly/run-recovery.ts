import type { ApiClient, IssuedSplit, SplitError } from '@tableside/api-client';
import { exhaustiveSwitchError, ok, type Result } from '@tableside/billing-domain';
import type { RecoveryOption } from '@tableside/split-anomalies';
import type { StoreApi } from 'zustand/vanilla';
import { paths } from '../paths.js';
import type { DeviceState } from '../identity/device-store.js';
import { withGuestIdentity } from '../identity/with-guest-identity.js';
import type { PaymentRouteState } from '../route-state/payment-route-state.js';
import type { IssueSplitError } from '../operations/issue-left-to-pay-split.js';

/** Where the diner goes once a recovery ran. */
export interface RecoveryNavigation {
  readonly to: string;
  readonly state?: unknown;
}

export interface RecoveryInput {
  readonly services: { readonly api: ApiClient; readonly device: StoreApi<DeviceState> };
  readonly venueId: string;
  readonly billId: string;
  /** The split already issued (an engage refusal); undefined when the anomaly was found before issuing. */
  readonly splitId: string | undefined;
}

/** New split page state after an anomaly (2-paying §2 "a flag chosenToChangeSplitTypeAfterSplitAnomaly"). */
const CHANGE_SPLIT_STATE = { chosenToChangeSplitTypeAfterSplitAnomaly: true } as const;

/**
 * Runs a recovery option of the anomaly modal through the real calls (2-paying §4 "Anomalies and recovery", §7):
 * an issued split is updated (`PUT …/by-amount`, `PUT …/by-items`) or deleted (`DELETE …/splits/{id}`); a draft is
 * issued (`POST …/by-amount`, `POST …/by-items`). Answers where to go next, or the failure of the call.
 */
export async function runRecovery(input: RecoveryInput, option: RecoveryOption): Promise<Result<RecoveryNavigation, IssueSplitError>> {
  const { services, venueId, billId, splitId } = input;

  const cancelIssued = async () => {
    // "DELETE … Failure ignored" (2-paying §7).
    if (splitId) await services.api.billing.cancelSplit(billId, splitId);
  };
  const setAmount = (amount: RecoveryOptionAmount) =>
    withGuestIdentity(services, (guestId): Promise<Result<IssuedSplit, SplitError>> =>
      splitId
        ? services.api.billing.updateByAmount({ billId, splitId, consumer: { guestId }, newSplitAmount: amount })
        : services.api.billing.issueByAmount({ billId, consumer: { guestId }, splitAmount: amount }),
    );

  switch (option.kind) {
    case 'edit-split':
    case 'start-new-split':
      await cancelIssued();
      return ok({ to: paths.newSplit(venueId, billId), state: CHANGE_SPLIT_STATE });
    case 'cancel-split':
      await cancelIssued();
      return ok({ to: paths.bill(venueId, billId) });
    case 'retry':
      return ok(splitId ? { to: paths.newPaymentIntent(venueId, billId, splitId) } : { to: paths.newSplit(venueId, billId), state: CHANGE_SPLIT_STATE });
    case 'drop-already-paid-items': {
      const items = option.splitItemsSelection;
      const issued = await withGuestIdentity(services, (guestId) =>
        splitId
          ? services.api.billing.updateByItems({ billId, splitId, consumer: { guestId }, items })
          : services.api.billing.issueByItems({ billId, consumer: { guestId }, items }),
      );
      return issued.ok ? ok({ to: paths.tips(venueId, billId, issued.value.splitId) }) : issued;
    }
    case 'pay-only-bill-left-to-pay': {
      const issued = await setAmount(option.amount);
      return issued.ok ? ok({ to: paths.tips(venueId, billId, issued.value.splitId) }) : issued;
    }
    case 'turn-overpayment-into-tips': {
      const issued = await setAmount(option.amount);
      if (!issued.ok) return issued;
      const state: PaymentRouteState = { tip: option.tip };
      return ok({ to: paths.newPaymentIntent(venueId, billId, issued.value.splitId), state });
    }
    default:
      return exhaustiveSwitchError(option);
  }
}

type RecoveryOptionAmount = Extract<RecoveryOption, { kind: 'pay-only-bill-left-to-pay' }>['amount'];
