import type { ApiError } from '@tableside/api-client';

/** Why a preview page cannot show: each maps to one message of the locale files. */
export type PreviewError =
  | { readonly code: 'venue-not-found' }
  | { readonly code: 'menu-not-found' }
  | { readonly code: 'product-not-found' }
  | { readonly code: 'block-not-found' }
  | { readonly code: 'unavailable'; readonly cause: ApiError | { readonly type: 'store'; readonly message: string } };
