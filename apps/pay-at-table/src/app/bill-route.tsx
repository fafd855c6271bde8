import { BillPage } from '../features/bill/components/bill-page.js';
import { ExpressCheckout } from '../features/express/components/express-checkout.js';

/** The bill route: the bill page with the express checkout plugged in (features never import each other). */
export function BillRoute() {
  return <BillPage ExpressCheckout={ExpressCheckout} />;
}
