import type { OrderingOptions } from './ordering-options.js';
import type { OrderingStore } from './ordering-store.js';

/** What every route of the menu, ordering and tab services reads: storage, the core's ports, the clock and ids. */
export interface OrderingContext {
  store: OrderingStore;
  options: OrderingOptions;
  now: () => number;
  randomId: () => string;
}
