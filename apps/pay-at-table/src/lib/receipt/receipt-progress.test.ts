import { describe, expect, test } from 'vitest';
import { RECEIPT_PROGRESS_CAP, nextReceiptProgress, receiptFileName } from './receipt-progress.js';

describe('receipt progress (2-paying §9 "animates over 250 ms, updates every 50 ms, capped at 0.9 before completion")', () => {
  test('five 50 ms steps cover 250 ms, then it holds at 0.9', () => {
    const steps: number[] = [];
    let progress = 0;
    for (let step = 0; step < 7; step += 1) {
      progress = nextReceiptProgress(progress);
      steps.push(progress);
    }
    expect(steps).toEqual([0.2, 0.4, 0.6, 0.8, 0.9, 0.9, 0.9]);
    expect(RECEIPT_PROGRESS_CAP).toBe(0.9);
  });

  test('file name carries the payment id', () => {
    expect(receiptFileName('pay-1')).toBe('receipt_pay-1.pdf');
  });
});
