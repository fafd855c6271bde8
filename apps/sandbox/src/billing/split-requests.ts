// The request bodies of the split routes live in @tableside/contracts (billing); this is what they become.

/** What a split is issued or updated on, after parsing. */
export type SplitIntent =
  | { kind: 'BY_AMOUNT'; amount: number | { amount: number; currency: string }; currencyCode?: string }
  | { kind: 'BY_SUB_ORDERS'; subOrders: string[] }
  | { kind: 'BY_SHARE'; numberOfShares: number; numberOfGuests: number; baseAmount: number | { amount: number; currency: string } }
  | { kind: 'BY_ITEMS'; items: Record<string, number> }
  | { kind: 'LEFT_TO_PAY' };
