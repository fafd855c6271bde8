import { createApiClient } from '@tableside/api-client';
import { createSandboxDocumentStore } from '@tableside/realtime';
import type { MenuPreviewServices } from '../lib/services.js';
import type { AppEnv } from './env.js';

export type { MenuPreviewServices };

/** The real services: the API client and the sandbox realtime store on the configured origin. */
export function createServices(env: AppEnv): MenuPreviewServices {
  return {
    api: createApiClient({ baseUrl: env.apiBaseUrl }),
    documents: createSandboxDocumentStore({ baseUrl: env.apiBaseUrl }),
    now: () => Date.now(),
  };
}
