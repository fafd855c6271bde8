import { CUSTOMIZATION_TIMEOUT_MS, customizationSchema, enrollmentCustomization, type Customization } from '@tableside/contracts/branding';
import type { ApiError } from '../http/api-error.js';
import type { HttpClient } from '../http/http-client.js';
import { routeRequest } from '../http/route-request.js';
import type { Result } from '../result.js';

/** The enrollment customization call (3-menus §7). */
export interface BrandingApi {
  /** `GET marketing/public/api/v1/enrollments/{id}/customization`, given up after 2 s (3-menus §9). */
  getCustomization(enrollmentId: string): Promise<Result<Customization, ApiError>>;
}

export function createBrandingApi(http: HttpClient): BrandingApi {
  return {
    getCustomization: (enrollmentId) =>
      http.json(routeRequest(enrollmentCustomization, { id: enrollmentId }, { timeoutMs: CUSTOMIZATION_TIMEOUT_MS }), customizationSchema),
  };
}
