import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import { seedIds } from '@tableside/sandbox';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core on the current page and expects zero violations. axe is evaluated through the DevTools protocol:
 * an injected <script> would be (rightly) blocked by the pages' CSP, which allows no inline script.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, nodes: violation.nodes.map((node) => node.target) }));
  });
  expect(violations, `axe violations on ${label}`).toEqual([]);
}

export const test = base.extend<{ seeds: typeof seedIds }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env['PAT_E2E_BASE_URL'];
    if (!url) throw new Error('PAT_E2E_BASE_URL is not set: the global setup did not start the stack');
    await use(url);
  },
  // eslint-disable-next-line no-empty-pattern -- as above: no dependencies.
  seeds: async ({}, use) => use(seedIds),
});

export { expect };
