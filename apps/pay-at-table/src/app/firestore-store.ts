import { createFirestoreDocumentStore, firestoreForApp, type DocumentStore } from '@tableside/realtime';
import type { SdkLoaders } from './adapters.js';
import type { FirebaseWebConfig } from './env.js';

/** The Firestore adapter (a chunk of its own, fetched by `createDocumentStore` only when `VITE_REALTIME=firestore`). */
export function createFirestoreStore(firebase: FirebaseWebConfig, loaders: SdkLoaders): DocumentStore {
  return createFirestoreDocumentStore({
    ...(loaders.firestore ? { loadSdk: loaders.firestore } : {}),
    firestore: firestoreForApp(firebase, loaders.firebaseApp),
  });
}
