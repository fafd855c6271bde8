import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, setDoc, terminate } from 'firebase/firestore';
import { createFirestoreDocumentStore } from '../src/index.js';
import { documentStoreContract } from './document-store-contract.js';

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;

// The real Firestore contract needs the Firestore emulator; without FIRESTORE_EMULATOR_HOST there is nothing
// to run it against, so the suite is reported as skipped with that reason (the SDK-fake run always runs).
documentStoreContract(
  'Firestore adapter on the Firestore emulator',
  async () => {
    const [host = '127.0.0.1', port = '8080'] = (emulatorHost ?? '').split(':');
    const app = initializeApp({ projectId: 'demo-tableside' }, `contract-${Date.now()}`);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, host, Number(port));
    const billId = `bill-${Date.now()}`;
    await setDoc(doc(db, `bills/${billId}`), { leftToPay: { amount: 1_000_000, currency: 'EUR' }, version: 1 });
    return {
      store: createFirestoreDocumentStore({ firestore: () => db }),
      billId,
      markable: async () => ({ billId, productId: `product-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}` }),
      close: () => terminate(db),
    };
  },
  emulatorHost ? undefined : 'FIRESTORE_EMULATOR_HOST is not set',
);
