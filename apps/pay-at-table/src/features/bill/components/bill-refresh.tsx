import { useBillRefresh } from '../hooks/use-bill-refresh.js';
import { useFocusTableRefresh } from '../hooks/use-focus-table-refresh.js';

/**
 * The bill page's point-of-sale refreshes (1-core §4): the bill's, on the server-advised delay, and the table's when
 * the page regains focus. They are queries of the app's query client, so they render nothing and come in a chunk of
 * their own once the bill has rendered (issue 12: no query library on the bill route's critical path).
 */
export function BillRefresh({ billId, tableId }: { readonly billId: string; readonly tableId: string | undefined }) {
  useBillRefresh(billId);
  useFocusTableRefresh(tableId);
  return null;
}
