import { err, exhaustiveSwitchError, ok, type BillOrderStatus, type Result } from '@tableside/billing-domain';

/** The kitchen's path for a placed order (3-menus §4): NEW → PLACED → ACCEPTED → PREPARING → READY_FOR_PICKUP → FINALIZED. */
export const ORDER_STATUS_FLOW = ['NEW', 'PLACED', 'ACCEPTED', 'PREPARING', 'READY_FOR_PICKUP', 'FINALIZED'] as const satisfies readonly BillOrderStatus[];

/** What the sandbox's admin routes (or the auto-advance timer) do to an order. */
export type OrderStatusAction = 'advance' | 'fail' | 'cancel';

/** An order that is FINALIZED, FAILED or CANCELED moves no more. */
export interface OrderStatusFinal {
  code: 'order-status-final';
  status: BillOrderStatus;
}

/** True once the order cannot move any more. */
export function isFinalStatus(status: BillOrderStatus): boolean {
  return status === 'FINALIZED' || status === 'FAILED' || status === 'CANCELED';
}

function advance(status: BillOrderStatus): BillOrderStatus | undefined {
  switch (status) {
    case 'NEW':
    case 'WAITING_FOR_GROUPING':
      return 'PLACED';
    case 'PLACED':
      return 'ACCEPTED';
    case 'ACCEPTED':
      return 'PREPARING';
    case 'PREPARING':
      return 'READY_FOR_PICKUP';
    case 'READY_FOR_PICKUP':
      return 'FINALIZED';
    case 'FINALIZED':
    case 'FAILED':
    case 'CANCELED':
      return undefined;
    default:
      return exhaustiveSwitchError(status);
  }
}

/** The status after `action`; a final order refuses every action. */
export function nextOrderStatus(status: BillOrderStatus, action: OrderStatusAction): Result<BillOrderStatus, OrderStatusFinal> {
  if (isFinalStatus(status)) return err({ code: 'order-status-final', status });
  switch (action) {
    case 'advance': {
      const next = advance(status);
      return next ? ok(next) : err({ code: 'order-status-final', status });
    }
    case 'fail':
      return ok('FAILED');
    case 'cancel':
      return ok('CANCELED');
    default:
      return exhaustiveSwitchError(action);
  }
}
