// The schemas and paths of the account, guest-app user and consent calls: loaded with the first such call, so the
// entry (home, store locator) does not carry them.
export * as account from '@tableside/contracts/account';
export * as loyalty from '@tableside/contracts/loyalty';
export { consentPaths, guestAppPaths } from '@tableside/loyalty-providers';
