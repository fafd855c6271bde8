import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loyaltyPaths } from '../api/loyalty-paths.js';
import { useLoyaltyStrings } from '../api/use-loyalty-strings.js';
import { useLoyaltyConfig, useLoyaltyIdentity, useLoyaltyUser } from '../api/use-loyalty.js';

/**
 * The bottom tab bar's loyalty item (1-core §2 "optional loyalty item with points"): shown when the venue's business
 * has a programme, leading to its loyalty page, with the diner's points once identified.
 */
export default function LoyaltyTabItem({
  venueId,
  businessId,
  className,
}: {
  readonly venueId: string;
  readonly businessId: string;
  readonly className: string;
}) {
  useLoyaltyStrings();
  const { t } = useTranslation();
  const config = useLoyaltyConfig(businessId);
  const provider = config.data?.provider;
  const identity = useLoyaltyIdentity(provider, businessId);
  const user = useLoyaltyUser(provider, businessId, identity);
  if (!config.data) return null;
  const points = user.data?.balance ?? identity?.balance;
  return (
    <Link className={className} to={loyaltyPaths.loyalty(venueId)} aria-label={points === undefined ? undefined : t('app.loyalty.tabWithPoints', { points })}>
      {t('app.loyalty.tab')}
      {points === undefined ? null : <span aria-hidden="true"> · {points}</span>}
    </Link>
  );
}
