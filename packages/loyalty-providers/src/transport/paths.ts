/** Encodes each interpolated segment of a path template. */
function path(strings: TemplateStringsArray, ...segments: readonly string[]): string {
  return strings.reduce((acc, part, index) => {
    const segment = segments[index];
    return acc + part + (segment === undefined ? '' : encodeURIComponent(segment));
  }, '');
}

/** "Guest-app endpoint prefixes: marketing/public/api/v1/guest-apps" (3 §7). */
export const GUEST_APP_PATH = '/marketing/public/api/v1/guest-apps';
/** The authenticated variant: "the same without public and with a bearer token" (3 §7). */
export const GUEST_APP_AUTHENTICATED_PATH = '/marketing/api/v1/guest-apps';

/** The loyalty-dispatcher calls of 3 §7, at their exact paths. */
export const loyaltyPaths = {
  /** `GET public/businesses/{businessId}`: loyalty config; 204 means none. */
  business: (businessId: string) => path`/public/businesses/${businessId}`,
  /** `GET public/businesses/{businessId}/users/{userId}`: user info. */
  user: (businessId: string, userId: string) => path`/public/businesses/${businessId}/users/${userId}`,
  /** `GET` rewards, `POST` eligible discount. */
  rewards: (businessId: string, userId: string) => path`/public/businesses/${businessId}/users/${userId}/rewards`,
  /** `PUT .../rewards/{discountId}`: apply. */
  applyReward: (businessId: string, userId: string, discountId: string) => path`/public/businesses/${businessId}/users/${userId}/rewards/${discountId}`,
  /** `PUT .../rewards/{discountId}/unapply`: unapply. */
  unapplyReward: (businessId: string, userId: string, discountId: string) =>
    path`/public/businesses/${businessId}/users/${userId}/rewards/${discountId}/unapply`,
  /** `POST .../bills/{billId}/splits/{splitId}/earn-after-pay`. */
  earnAfterPay: (businessId: string, userId: string, billId: string, splitId: string) =>
    path`/public/businesses/${businessId}/users/${userId}/bills/${billId}/splits/${splitId}/earn-after-pay`,
  /** `POST public/businesses/{businessId}/users/prepare-loyalty-id`. */
  prepareLoyaltyId: (businessId: string) => path`/public/businesses/${businessId}/users/prepare-loyalty-id`,
  /** `POST public/businesses/{businessId}/associate-new-user-to-wallet`. */
  associateNewUserToWallet: (businessId: string) => path`/public/businesses/${businessId}/associate-new-user-to-wallet`,
} as const;

/** The guest-app user calls of 3 §7. */
export const guestAppPaths = {
  /** `GET marketing/public/api/v1/guest-apps/{appId}/users/{userId}`. */
  user: (appId: string, userId: string) => GUEST_APP_PATH + path`/${appId}/users/${userId}`,
  /** The same without `public`, with a bearer token, for the authenticated account. */
  authenticatedUser: (appId: string, userId: string) => GUEST_APP_AUTHENTICATED_PATH + path`/${appId}/users/${userId}`,
  /** `POST .../register`: returns enrolled. */
  register: (appId: string, userId: string) => GUEST_APP_PATH + path`/${appId}/users/${userId}/register`,
  /** `PUT .../update`: email, firstName, lastName. */
  update: (appId: string, userId: string) => GUEST_APP_PATH + path`/${appId}/users/${userId}/update`,
  /** `POST .../rewards/{rewardId}/buy`: no body. */
  buyReward: (appId: string, userId: string, rewardId: string) => GUEST_APP_PATH + path`/${appId}/users/${userId}/rewards/${rewardId}/buy`,
  /** `GET .../rewards/{rewardId}/reward-code`: returns rewardCode. */
  rewardCode: (appId: string, userId: string, rewardId: string) => GUEST_APP_PATH + path`/${appId}/users/${userId}/rewards/${rewardId}/reward-code`,
  /** `POST .../earn-after-pay`: body {businessId, billId, splitId}. */
  earnAfterPay: (appId: string, userId: string) => GUEST_APP_PATH + path`/${appId}/users/${userId}/earn-after-pay`,
} as const;

/** The consent-manager calls of 3 §7. */
export const consentPaths = {
  /** `GET /consent-manager/v1/guest-data-collections/{id}`: reads active. */
  guestDataCollection: (id: string) => path`/consent-manager/v1/guest-data-collections/${id}`,
  /** `POST /consent-manager/v1/opt-in`: the promotion consent; reads id. */
  promotionOptIn: () => '/consent-manager/v1/opt-in',
  /** `GET /consent-manager/v1/user/{userId}/business/{businessId}`: reads venueConsent. */
  venueConsent: (userId: string, businessId: string) => path`/consent-manager/v1/user/${userId}/business/${businessId}`,
  /** `GET and PUT consent-manager/v1/cookies/users/{userId}`. */
  cookies: (userId: string) => path`/consent-manager/v1/cookies/users/${userId}`,
  /** `GET and POST .../v1/applications/{appId}/users/{userId}/preferences`. */
  preferences: (appId: string, userId: string) => path`/consent-manager/v1/applications/${appId}/users/${userId}/preferences`,
  /** `PUT .../opt-in` with hasOptIn and brands. */
  optIn: (appId: string, userId: string) => path`/consent-manager/v1/applications/${appId}/users/${userId}/opt-in`,
} as const;
