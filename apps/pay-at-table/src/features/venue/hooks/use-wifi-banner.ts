import { useState } from 'react';
import * as z from 'zod/mini';
import { isSlowConnection } from '../api/venue-landing.js';

const ACKNOWLEDGED_KEY = 'tableside.wifiBanner.acknowledged';
const connectionSchema = z.catch(z.optional(z.object({ effectiveType: z.optional(z.string()) })), undefined);

/** Read once when the app starts: "slow at start-up" (1-core §2). */
const slowAtStartUp = isSlowConnection(
  connectionSchema.parse(typeof navigator === 'undefined' ? undefined : Reflect.get(navigator, 'connection'))?.effectiveType,
);

function readAcknowledged(): boolean {
  try {
    return z.literal('true').safeParse(globalThis.sessionStorage?.getItem(ACKNOWLEDGED_KEY)).success;
  } catch {
    return false;
  }
}

/** Whether the network was slow at start-up, whether the banner was acknowledged, and the acknowledge action. */
export function useWifiBanner(): { slowAtStartUp: boolean; acknowledged: boolean; acknowledge: () => void } {
  const [acknowledged, setAcknowledged] = useState(readAcknowledged);
  return {
    slowAtStartUp,
    acknowledged,
    acknowledge: () => {
      try {
        globalThis.sessionStorage?.setItem(ACKNOWLEDGED_KEY, 'true');
      } catch {
        // Storage can be unavailable (private mode); the banner then stays acknowledged for this page only.
      }
      setAcknowledged(true);
    },
  };
}
