/**
 * The sub-bills' code, with the items split it starts, in a chunk of its own: most bills are not split on the point
 * of sale (billing-domain's `hasSubBills`), so the bill route's critical path does not carry it (issue 12). A bill
 * page rendered on the server loads it before hydrating a split bill (app/first-view.ts).
 */
export const loadSubBills = () => import('./sub-bills.js');
