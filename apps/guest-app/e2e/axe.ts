import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);

interface AxeResult {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/**
 * Evaluates axe-core through the DevTools protocol (an injected <script> would be blocked by the page's CSP, which
 * allows no inline script), runs it and expects zero violations.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((n) => n.target),
    }));
  });
  expect(violations, `axe violations on ${label}`).toEqual([]);
}

/** The base URL of the stack global-setup started. */
export function baseUrl(): string {
  const url = process.env['GUEST_APP_E2E_BASE_URL'];
  if (!url) throw new Error('GUEST_APP_E2E_BASE_URL is not set: run through playwright.config.ts (global-setup)');
  return url;
}
