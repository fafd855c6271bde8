import type { ApiClient } from '@tableside/api-client';
import type { DocumentStore } from '@tableside/realtime';

/** What the preview pages need from the outside world; tests pass fakes. */
export interface MenuPreviewServices {
  readonly api: Pick<ApiClient, 'menus'>;
  readonly documents: Pick<DocumentStore, 'get'>;
  /** Epoch milliseconds, for schedules, snoozes and time-based prices. */
  readonly now: () => number;
}
