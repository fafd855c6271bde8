/**
 * The one `Result` of the packages: billing-domain defines it (the lowest layer), the contracts and the api-client
 * re-export it.
 */
export { err, ok } from '@tableside/billing-domain';
export type { Result } from '@tableside/billing-domain';
