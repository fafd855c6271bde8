import { createApiClient, type ApiClient } from '@tableside/api-client';
import { createSandboxDocumentStore, type DocumentStore } from '@tableside/realtime';
import type { AppEnv } from './env.js';

/** What the preview pages need from the outside world; tests pass fakes. */
export interface MenuPreviewServices {
  readonly api: Pick<ApiClient, 'menus'>;
  readonly documents: Pick<DocumentStore, 'get'>;
  /** Epoch milliseconds, for schedules, snoozes and time-based prices. */
  readonly now: () => number;
}

/** The real services: the API client and the sandbox realtime store on the configured origin. */
export function createServices(env: AppEnv): MenuPreviewServices {
  return {
    api: createApiClient({ baseUrl: env.apiBaseUrl }),
    documents: createSandboxDocumentStore({ baseUrl: env.apiBaseUrl }),
    now: () => Date.now(),
  };
}
