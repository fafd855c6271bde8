import { isResendBannerVisible, resendAvailableInMs, type LoginDialogState } from '@tableside/loyalty-providers';
import { useEffect, useState } from 'react';
import { useServices } from '../services-context.js';

/**
 * The clock of a code step: "Resend is disabled 15 s after each send ... a success banner shows 2 s after resend"
 * (3 §4). While the step shows (`active`) and a wait or the banner is running, it reads the clock again each second.
 * `restart` sets the clock to a send's time.
 */
export function useResendClock(dialog: LoginDialogState, active: boolean) {
  const { clock, timers } = useServices();
  const [now, setNow] = useState(() => clock.now());
  const waitMs = resendAvailableInMs(dialog, now);
  const bannerShown = isResendBannerVisible(dialog, now);
  useEffect(() => {
    if (!active || (waitMs === 0 && !bannerShown)) return undefined;
    const handle = timers.setTimeout(() => setNow(clock.now()), Math.min(1_000, waitMs || 1_000));
    return () => timers.clearTimeout(handle);
  }, [active, waitMs, bannerShown, now, clock, timers]);
  return { now, waitMs, bannerShown, restart: setNow };
}
