import { money } from '@tableside/billing-domain';
import type { Tip } from '@tableside/tips-engine';
import { describe, expect, test } from 'vitest';
import { chosenTip } from './chosen-tip.js';

const base = money(5_650_000, 'EUR');
const tips: Tip[] = [
  { weight: 'lowest', rate: 500, amount: money(300_000, 'EUR'), position: 0, preselected: false },
  { weight: 'medium', rate: 1000, amount: money(550_000, 'EUR'), position: 1, preselected: true },
];

describe('chosenTip', () => {
  test.each([
    ['no choice yet', { status: 'undetermined' } as const, 0],
    ['"no tip"', { status: 'unselected' } as const, 0],
    ['a preset', { status: 'selected', choice: { kind: 'preset', position: 1 } } as const, 550_000],
    ['an unknown preset position', { status: 'selected', choice: { kind: 'preset', position: 7 } } as const, 0],
    ['a custom amount', { status: 'selected', choice: { kind: 'custom', custom: { kind: 'amount', amount: money(200_000, 'EUR') } } } as const, 200_000],
    ['a custom 10% rate', { status: 'selected', choice: { kind: 'custom', custom: { kind: 'rate', rate: 1000 } } } as const, 565_000],
  ])('%s', (_name, choice, amount) => {
    expect(chosenTip(choice, tips, base)).toEqual(money(amount, 'EUR'));
  });
});
