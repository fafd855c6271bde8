/** The one `Result` of the packages (billing-domain defines it; the contracts re-export it). */
export { err, ok } from '@tableside/contracts/result';
export type { Result } from '@tableside/contracts/result';
