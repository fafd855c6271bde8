import { translationKeyIn, type Resources, type TranslationKey } from './resources.js';

/** The cause used when the point of sale's cause has no message of its own (2-paying §8 "an UNRECOGNIZED cause"). */
export const UNRECOGNIZED_REFUSED_BY_POS_CAUSE = 'UNRECOGNIZED';

/**
 * "Payment refused by the point of sale: 'paymentSuccessPage.refusedByPos.cause.{cause}.mine' or '.not_mine',
 * falling back to an UNRECOGNIZED cause message" (2-paying §8).
 */
export function refusedByPosKey(cause: string, mine: boolean, resources: Resources): TranslationKey {
  if (mine) {
    return translationKeyIn(resources, `paymentSuccessPage.refusedByPos.cause.${cause}.mine`) ?? 'paymentSuccessPage.refusedByPos.cause.UNRECOGNIZED.mine';
  }
  return (
    translationKeyIn(resources, `paymentSuccessPage.refusedByPos.cause.${cause}.not_mine`) ?? 'paymentSuccessPage.refusedByPos.cause.UNRECOGNIZED.not_mine'
  );
}
