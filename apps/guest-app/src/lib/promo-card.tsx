import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { appPath, signUpPath } from './domain/paths.js';
import classes from './pages.js';

/**
 * The loyalty promo card (3 §2 "a loyalty promo card leading to onboarding"; "Guest-app sign-up link"): what a diner
 * without a guest-app account sees instead of the loyalty items and rewards. `to` chooses the sign-up itself or the
 * onboarding page.
 */
export function LoyaltyPromoCard({
  appId,
  originPath,
  to,
  headingLevel = 2,
}: {
  appId: string;
  originPath: string;
  to: 'signup' | 'onboarding';
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  const Box = headingLevel === 2 ? 'section' : 'div';
  const href = to === 'signup' ? signUpPath(appId, originPath) : `${appPath(appId, 'onboarding')}?${new URLSearchParams({ originPath }).toString()}`;
  return (
    // In the burger menu (level 3) it is not a landmark of its own: the page's card of the same name is.
    <Box className={classes.card} aria-labelledby={headingLevel === 2 ? id : undefined}>
      <Heading id={id}>{t('promo.title')}</Heading>
      <p>{t('promo.text')}</p>
      <a className={classes.buttonLink} href={href}>
        {t('promo.action')}
      </a>
    </Box>
  );
}
