import { describe, expect, test } from 'vitest';
import { firestoreForApp } from './firebase-app.js';

describe('firestoreForApp', () => {
  test('initialises the Firebase app once, on first use, with the given configuration', async () => {
    const configs: unknown[] = [];
    const app = { name: 'app' };
    const firestore = firestoreForApp({ apiKey: 'key', projectId: 'tableside-test' }, async () => ({
      initializeApp: ((config: unknown) => {
        configs.push(config);
        return app;
      }) as never,
    }));
    expect(configs).toEqual([]);
    const sdk = { getFirestore: ((given: unknown) => ({ on: given })) as never };
    expect(await firestore(sdk)).toEqual({ on: app });
    await firestore(sdk);
    expect(configs).toEqual([{ apiKey: 'key', projectId: 'tableside-test' }]);
  });
});
