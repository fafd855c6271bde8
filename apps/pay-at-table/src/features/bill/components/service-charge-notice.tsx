import { formatRatePercent, serviceChargeArticle, serviceChargeNotice } from '@tableside/billing-domain';
import { Banner } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { serviceChargeRateOf } from '../../../lib/service-charge-rate.js';
import type { BillDocument } from '../../../lib/documents/bill-document-schema.js';

/**
 * The GB service-charge notice (1-core §9): shown where billing-domain's serviceChargeNotice gives one (GB only) and
 * the bill has a service charge. In English the rate reads with its article ("an 18%", "a 12.5%"), as in the
 * standard text; other languages take the rate alone.
 */
export function ServiceChargeNotice({ bill, countryCode }: { bill: Pick<BillDocument, 'order'>; countryCode: string }) {
  const { t, i18n } = useTranslation();
  const rate = serviceChargeRateOf(bill);
  if (rate <= 0 || serviceChargeNotice(rate, countryCode) === undefined) return null;
  const english = i18n.language.startsWith('en');
  return (
    <Banner tone="info">
      {t('app.bill.serviceChargeNotice', { rate: english ? `${serviceChargeArticle(rate)} ${formatRatePercent(rate)}` : formatRatePercent(rate) })}
    </Banner>
  );
}
