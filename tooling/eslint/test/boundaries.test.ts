import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';
import { adapter, contracts, domain, ui } from '../index.js';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));

async function lint(config: unknown, file: string) {
  const eslint = new ESLint({ cwd: fixtures, overrideConfigFile: true, overrideConfig: config as never });
  const [result] = await eslint.lintFiles([`src/${file}`]);
  return (result?.messages ?? []).map((m) => m.ruleId);
}

describe('the domain layer (DESIGN.md: "No domain package imports React, fetch, window, localStorage or Date.now()")', () => {
  test.each([
    ['imports react', 'imports-react.ts', 'no-restricted-imports'],
    ['imports firebase', 'imports-firebase.ts', 'no-restricted-imports'],
    ['imports @stripe/stripe-js', 'imports-stripe.ts', 'no-restricted-imports'],
    ['imports an adapter', 'imports-adapter.ts', 'no-restricted-imports'],
    ['calls Date.now()', 'calls-date-now.ts', 'no-restricted-syntax'],
    ['calls fetch', 'calls-fetch.ts', 'no-restricted-globals'],
    ['uses window and localStorage', 'uses-window.ts', 'no-restricted-globals'],
    ['uses setTimeout', 'uses-set-timeout.ts', 'no-restricted-globals'],
  ])('a domain file that %s fails lint', async (_, file, rule) => {
    expect(await lint(domain, file)).toContain(rule);
  });

  test('pure domain code passes', async () => {
    expect(await lint(domain, 'pure.ts')).toEqual([]);
  });

  test('a domain file that imports the contracts fails lint (domain ← contracts)', async () => {
    expect(await lint(domain, 'imports-contracts.ts')).toContain('no-restricted-imports');
  });
});

describe('the contracts layer (DESIGN.md: "domain ← contracts ← adapters ← ui ← apps")', () => {
  test.each([
    ['imports react', 'imports-react.ts', 'no-restricted-imports'],
    ['imports firebase', 'imports-firebase.ts', 'no-restricted-imports'],
    ['imports @stripe/stripe-js', 'imports-stripe.ts', 'no-restricted-imports'],
    ['imports an adapter', 'imports-adapter.ts', 'no-restricted-imports'],
    ['imports fastify', 'imports-fastify.ts', 'no-restricted-imports'],
    ['imports node io', 'imports-node.ts', 'no-restricted-imports'],
    ['calls fetch', 'calls-fetch.ts', 'no-restricted-globals'],
    ['uses window and localStorage', 'uses-window.ts', 'no-restricted-globals'],
  ])('a contracts file that %s fails lint', async (_, file, rule) => {
    expect(await lint(contracts, file)).toContain(rule);
  });

  test('a contracts file may import zod and the domain packages', async () => {
    expect(await lint(contracts, 'imports-zod-and-domain.ts')).toEqual([]);
    expect(await lint(contracts, 'pure.ts')).toEqual([]);
  });

  test('adapters may import the contracts', async () => {
    expect(await lint(adapter(), 'imports-contracts.ts')).toEqual([]);
  });
});

describe('adapters and ui', () => {
  test('only realtime imports firebase', async () => {
    expect(await lint(adapter(), 'imports-firebase.ts')).toContain('no-restricted-imports');
    expect(await lint(adapter({ allowFirebase: true }), 'imports-firebase.ts')).toEqual([]);
  });
  test('only payments imports @stripe/*', async () => {
    expect(await lint(adapter(), 'imports-stripe.ts')).toContain('no-restricted-imports');
    expect(await lint(adapter({ allowStripe: true }), 'imports-stripe.ts')).toEqual([]);
  });
  test('adapters never import React; ui may', async () => {
    expect(await lint(adapter(), 'imports-react.ts')).toContain('no-restricted-imports');
    expect(await lint(ui, 'imports-react.ts')).toEqual([]);
  });
});
