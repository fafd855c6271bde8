import { waiterLinked } from '@tableside/contracts/services';
import type { HttpClient } from '../http/http-client.js';
import { routeRequest } from '../http/route-request.js';
import { ok, type Result } from '../result.js';

export interface WaiterApi {
  /**
   * `GET /waiter-app-backend/enrollments/{enrollmentId}/waiter-name/{posId}/linked`.
   * "a failure is treated as linked" (2-paying §7), so this never fails.
   */
  isWaiterLinked(enrollmentId: string, posId: string): Promise<Result<{ linked: boolean }, never>>;
}

/** Creates the waiter link check. */
export function createWaiterApi(http: HttpClient): WaiterApi {
  return {
    async isWaiterLinked(enrollmentId, posId) {
      const result = await http.json(routeRequest(waiterLinked, { enrollmentId, posId }), waiterLinked.responses[200]);
      return ok({ linked: result.ok ? result.value.linked : true });
    },
  };
}
