import { refreshResponseSchema, tableOpenBillResponseSchema } from '@tableside/contracts/billing-answers';
import type * as z from 'zod/mini';
import type { ApiError } from '../http/api-error.js';
import { path, type HttpClient } from '../http/http-client.js';
import { ok, type Result } from '../result.js';

/** "Default refresh delay 20 s" (1-core §9), used "with no advisory delay" (1-core §8). */
export const DEFAULT_REFRESH_DELAY_MS = 20_000;

/** The next refresh: the server-advised delay in milliseconds, or the 20 s fallback. */
export interface RefreshOutcome {
  readonly advisoryDelayUntilNext: number;
  /** `true` when the server gave no delay (or the error was silent) and the fallback applies. */
  readonly fallback: boolean;
}

/** The table device's venue and table, the advised delay, and its displayable open bill when it has one. */
export type TableOpenBill = z.output<typeof tableOpenBillResponseSchema>;

/** The refresh scheduler calls of 1-core §7. */
export interface RefreshApi {
  /**
   * `PUT /refresh-bill-scheduler/table-devices/{deviceId}/open-bill`: refreshes the device's table and answers the open
   * bill the table landing redirects to (issue 12, the redirect in one call).
   */
  tableOpenBill(deviceId: string): Promise<Result<TableOpenBill, ApiError>>;
  /** `PUT /refresh-bill-scheduler/tables/{tableId}/refresh`; a 404 is silent (1-core §8). */
  refreshTable(tableId: string): Promise<Result<RefreshOutcome, ApiError>>;
  /** `PUT /refresh-bill-scheduler/bills/{billId}/refresh`; a 400 or 404 is silent (1-core §8). */
  refreshBill(billId: string): Promise<Result<RefreshOutcome, ApiError>>;
}

const fallback: RefreshOutcome = { advisoryDelayUntilNext: DEFAULT_REFRESH_DELAY_MS, fallback: true };

/** Creates the refresh calls; other errors come back as values for the caller to log as warnings. */
export function createRefreshApi(http: HttpClient): RefreshApi {
  async function refresh(requestPath: string, silentStatuses: readonly number[]): Promise<Result<RefreshOutcome, ApiError>> {
    const result = await http.json({ method: 'PUT', path: requestPath }, refreshResponseSchema);
    if (!result.ok) {
      return result.error.type === 'http' && silentStatuses.includes(result.error.status) ? ok(fallback) : result;
    }
    const delay = result.value?.advisoryDelayUntilNext;
    return ok(delay === undefined || delay === null ? fallback : { advisoryDelayUntilNext: delay, fallback: false });
  }
  return {
    tableOpenBill: (deviceId) =>
      http.json({ method: 'PUT', path: path`/refresh-bill-scheduler/table-devices/${deviceId}/open-bill` }, tableOpenBillResponseSchema),
    refreshTable: (tableId) => refresh(path`/refresh-bill-scheduler/tables/${tableId}/refresh`, [404]),
    refreshBill: (billId) => refresh(path`/refresh-bill-scheduler/bills/${billId}/refresh`, [400, 404]),
  };
}
