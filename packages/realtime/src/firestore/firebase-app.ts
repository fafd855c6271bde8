import type * as FirebaseAppNamespace from 'firebase/app';
import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type * as FirestoreNamespace from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';

/**
 * The `firestore` option of `createFirestoreDocumentStore` for a Firebase web app's configuration: initialises
 * the app on first use, through a dynamic `import('firebase/app')` so that firebase stays in its own chunk and loads
 * only when the Firestore adapter is chosen and read.
 */
export function firestoreForApp(
  config: FirebaseOptions,
  loadApp: () => Promise<Pick<typeof FirebaseAppNamespace, 'initializeApp'>> = () => import('firebase/app'),
): (sdk: Pick<typeof FirestoreNamespace, 'getFirestore'>) => Promise<Firestore> {
  let app: Promise<FirebaseApp> | undefined;
  return async (sdk) => {
    app ??= loadApp().then(({ initializeApp }) => initializeApp(config));
    return sdk.getFirestore(await app);
  };
}
