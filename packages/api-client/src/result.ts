/** The one `Result` of the packages (billing-domain defines it; the contracts re-export it). */
export { err, ok } from '@tableside/contracts';
export type { Result } from '@tableside/contracts';
