import type { Venue } from '@tableside/billing-domain';
import { shouldAskAllergyQuestion } from '@tableside/ordering';
import { Button, Dialog } from '@tableside/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/services-context.js';
import { useOrdering, useOrderingStoreApi } from '../../../lib/ordering/use-ordering-store.js';

/**
 * "Allergy question modal: yes/no, shown only for venues with ordering enabled, in GB, when no answer is stored"
 * (3-menus §2); the answer is kept 4 hours (§4). Answering yes disables ordering (§5).
 */
export function AllergyQuestion({ venue }: { readonly venue: Venue }) {
  const { t } = useTranslation();
  const { clock } = useServices();
  const store = useOrderingStoreApi();
  const answer = useOrdering((state) => state.allergyAnswer);
  // Closing without an answer stores nothing, so ordering stays off until the question is answered.
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && shouldAskAllergyQuestion({ orderingEnabled: venue.ordering.enabled, countryCode: venue.countryCode, answer, now: clock.now() });
  const reply = (hasAllergies: boolean) => store.getState().setAllergyAnswer({ hasAllergies, answeredAt: clock.now() });
  return (
    <Dialog open={open} title={t('app.ordering.allergy.title')} closeLabel={t('app.ordering.allergy.close')} onClose={() => setDismissed(true)}>
      <p>{t('app.ordering.allergy.message')}</p>
      <Button fullWidth onClick={() => reply(true)}>
        {t('app.ordering.allergy.yes')}
      </Button>
      <Button fullWidth variant="secondary" onClick={() => reply(false)}>
        {t('app.ordering.allergy.no')}
      </Button>
    </Dialog>
  );
}
