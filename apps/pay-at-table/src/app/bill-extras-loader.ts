/**
 * The bill page's extras chunk behind one more step: the bill route's chunk names only this small chunk, not the
 * extras' many dependencies, so its critical JS stays as it was.
 */
export const loadBillExtras = () => import('./bill-extras.js');
