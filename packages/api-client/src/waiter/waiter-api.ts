import { z } from 'zod';
import { path, type HttpClient } from '../http/http-client.js';
import { ok, type Result } from '../result.js';

const linkedResponseSchema = z.looseObject({ linked: z.boolean() });

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
      const result = await http.json(
        { method: 'GET', path: path`/waiter-app-backend/enrollments/${enrollmentId}/waiter-name/${posId}/linked` },
        linkedResponseSchema,
      );
      return ok({ linked: result.ok ? result.value.linked : true });
    },
  };
}
