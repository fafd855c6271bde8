export type {
  DocumentSnapshot,
  DocumentStore,
  Listener,
  QueryDocument,
  QueryOptions,
  QuerySnapshot,
  StoreError,
  Unsubscribe,
  WhereClause,
} from './document-store.js';
export { ok, err } from './result.js';
export type { Result } from './result.js';
export { systemTimers } from './timers.js';
export type { Clock, Timers } from './timers.js';
export { SseParser } from './sse/sse-parser.js';
export type { ServerSentEvent } from './sse/sse-parser.js';
export { DEFAULT_BACKOFF, backoffDelay, openEventStream } from './sse/event-stream.js';
export type { Backoff, EventStreamOptions } from './sse/event-stream.js';
export { createSandboxDocumentStore } from './sandbox/sandbox-document-store.js';
export type { BroadcastChannelLike, CrossTabOptions } from './sse/shared-stream.js';
export type { SandboxDocumentStoreOptions } from './sandbox/sandbox-document-store.js';
export { createFirestoreDocumentStore } from './firestore/firestore-document-store.js';
export type { FirestoreDocumentStoreOptions, FirestoreSdk } from './firestore/firestore-document-store.js';
export { firestoreForApp } from './firestore/firebase-app.js';
export { DEFAULT_REFRESH_DELAY_MS, FOCUS_REFRESH_GRACE_MS, FOCUS_REFRESH_MIN_INTERVAL_MS, REFRESH_DEDUPLICATION_WINDOW_MS } from './refresh/refresh-timings.js';
