import { ORDERING_EXPLANATION_STEPS, ORDERING_EXPLANATION_STEP_MS, orderingExplanationImageVariant, shouldShowOrderingExplanation } from '@tableside/ordering';
import { Button, Dialog, ProgressBar } from '@tableside/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/services-context.js';
import { useOrdering, useOrderingStoreApi } from '../../../lib/ordering/use-ordering-store.js';

const PROGRESS_TICK_MS = 100;

export interface OrderingExplanationProps {
  readonly countryCode: string;
  readonly openBillEnabled: boolean;
  /** The table already has a bill: the diner can only add to it. */
  readonly reorderOnly: boolean;
}

/**
 * The ordering explanation tour (3-menus §2, §4): 3 steps with a 4.5 s progress bar each, advancing on their own;
 * step 1 depends on open bill or reorder-only, step 3 on the country (FR, GB or other). Shown when never seen or
 * more than 4 hours ago; closing it records when it was seen.
 */
export function OrderingExplanation({ countryCode, openBillEnabled, reorderOnly }: OrderingExplanationProps) {
  const { t } = useTranslation();
  const { clock, timers } = useServices();
  const store = useOrderingStoreApi();
  const seenAt = useOrdering((state) => state.explanationSeenAt);
  const [open] = useState(() => shouldShowOrderingExplanation(seenAt, clock.now()));
  const [closed, setClosed] = useState(false);
  const [elapsedMs, setElapsedMs] = useState(0);
  const visible = open && !closed;
  const step = Math.min(ORDERING_EXPLANATION_STEPS - 1, Math.floor(elapsedMs / ORDERING_EXPLANATION_STEP_MS));

  useEffect(() => {
    if (!visible || elapsedMs >= ORDERING_EXPLANATION_STEPS * ORDERING_EXPLANATION_STEP_MS) return undefined;
    const handle = timers.setTimeout(() => setElapsedMs((value) => value + PROGRESS_TICK_MS), PROGRESS_TICK_MS);
    return () => timers.clearTimeout(handle);
  }, [visible, elapsedMs, timers]);

  const close = () => {
    store.getState().setExplanationSeenAt(clock.now());
    setClosed(true);
  };
  const firstStep = reorderOnly ? 'app.ordering.tour.step1.reorder' : openBillEnabled ? 'app.ordering.tour.step1.openBill' : 'app.ordering.tour.step1.default';
  const texts = [t(firstStep), t('app.ordering.tour.step2'), t(`app.ordering.tour.step3.${orderingExplanationImageVariant(countryCode)}`)];
  const stepProgress = (elapsedMs - step * ORDERING_EXPLANATION_STEP_MS) / ORDERING_EXPLANATION_STEP_MS;

  return (
    <Dialog open={visible} title={t('app.ordering.tour.title')} closeLabel={t('app.ordering.tour.close')} onClose={close}>
      <ProgressBar value={stepProgress} label={t('app.ordering.tour.step', { step: step + 1, steps: ORDERING_EXPLANATION_STEPS })} />
      <p aria-live="polite">{texts[step]}</p>
      {step < ORDERING_EXPLANATION_STEPS - 1 ? (
        <Button fullWidth variant="secondary" onClick={() => setElapsedMs((step + 1) * ORDERING_EXPLANATION_STEP_MS)}>
          {t('app.ordering.tour.next')}
        </Button>
      ) : null}
      <Button fullWidth onClick={close}>
        {t('app.ordering.tour.start')}
      </Button>
    </Dialog>
  );
}
