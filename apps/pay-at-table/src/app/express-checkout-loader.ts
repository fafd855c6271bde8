/**
 * The bill page's express checkout (1-core §4 "Checkout mode"; nothing shows in SPLIT mode) with its en-US strings, a
 * small chunk of its own loaded once the bill has rendered: the bill route's critical path does not carry it. A bill
 * page rendered on the server loads it before hydrating (app/first-view.ts).
 */
export const loadExpressCheckout = () => import('./express-checkout-part.js');
