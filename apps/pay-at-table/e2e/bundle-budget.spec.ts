import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { billRouteCriticalPath } from '../bench/critical-path.mjs';

// Issue 12 "A budget that cannot drift": sizes, never times. It runs with the journeys because the `e2e` task is the
// one that always follows a fresh build (turbo's `e2e` depends on `build` and is never cached).
// TABLESIDE_PAY_AT_TABLE_DIST measures another build of this app, as the journeys' stack (e2e/stack.ts) serves it.
const dist = process.env['TABLESIDE_PAY_AT_TABLE_DIST'] || fileURLToPath(new URL('../dist', import.meta.url));
const budgetFile = fileURLToPath(new URL('../bench/bundle-budget.json', import.meta.url));
const { billRouteCriticalJsGzipBytes: budget } = JSON.parse(readFileSync(budgetFile, 'utf8')) as { billRouteCriticalJsGzipBytes: number };

test('the bill route critical JS (gzip) stays within the byte budget of bench/bundle-budget.json', () => {
  const critical = billRouteCriticalPath(dist);
  const largest = [...critical.jsFiles].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
  const detail = `${critical.jsBytes} bytes gzip in ${critical.jsFiles.length} files (largest: ${largest.map(({ file, gzip }) => `${file} ${gzip}`).join(', ')}); budget ${budget}`;
  expect(critical.jsBytes, detail).toBeLessThanOrEqual(budget);
});
