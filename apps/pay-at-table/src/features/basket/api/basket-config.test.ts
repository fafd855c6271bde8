import { describe, expect, test } from 'vitest';
import { parseBasketConfig } from './basket-config.js';

describe('per-environment ordering lists (3-menus §9 "Business lists configured per environment")', () => {
  test('defaults: the order note for every business, the confirm screen for all, production countdowns', () => {
    expect(parseBasketConfig({})).toEqual({ orderNoteBusinesses: ['*'], withoutConfirmationBusinesses: [], environment: 'production' });
  });

  test('comma-separated lists are trimmed', () => {
    expect(
      parseBasketConfig({ VITE_ORDER_NOTE_BUSINESSES: ' b1, b2 ,', VITE_WITHOUT_BASKET_CONFIRMATION_BUSINESSES: 'b3', VITE_ORDERING_ENVIRONMENT: 'local' }),
    ).toEqual({
      orderNoteBusinesses: ['b1', 'b2'],
      withoutConfirmationBusinesses: ['b3'],
      environment: 'local',
    });
  });
});
