// Shared flat configs. The layer a package sits in decides which of them it uses,
// so the dependency direction of DESIGN.md is checked by lint, not by review.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ignores = {
  ignores: ['**/dist/**', '**/coverage/**', '**/reports/**', '**/node_modules/**', '**/storybook-static/**', '**/test/fixtures/**', '**/*.bundled_*.mjs'],
};

/** Packages that only `realtime` may import. */
const firebase = { group: ['firebase', 'firebase/*'], message: 'Only @tableside/realtime imports firebase.' };
/** Packages that only `payments` may import. */
const stripe = { group: ['@stripe/*'], message: 'Only @tableside/payments imports @stripe/*.' };
/** React lives in `ui` and the apps. */
const react = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router/*', 'react-i18next', 'zustand', 'zustand/*'],
  message: 'Only @tableside/ui and the apps import React.',
};
/** Adapters sit on top of the domain, never under it. */
const adapters = {
  group: ['@tableside/api-client', '@tableside/realtime', '@tableside/payments', '@tableside/ui', '@tableside/i18n', '@tableside/sandbox'],
  message: 'Domain packages never import adapters, ui or apps (DESIGN.md, dependency direction).',
};
/** The contracts sit above the domain: a domain package never imports them. */
const contractsPackage = {
  group: ['@tableside/contracts', '@tableside/contracts/*'],
  message: 'Domain packages never import @tableside/contracts (DESIGN.md, dependency direction: domain ← contracts).',
};
/** The contracts describe HTTP; they never import what serves or calls it. */
const contractsForbidden = {
  group: [...adapters.group, 'fastify', 'fastify-*', '@fastify/*', 'undici', 'ky', 'axios'],
  message: 'Contracts import zod and the domain packages only: no adapters, ui, apps or HTTP frameworks (DESIGN.md).',
};
const io = {
  group: ['node:*', 'fs', 'http', 'https', 'net', 'child_process', 'pg', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*', 'fastify'],
  message: 'Domain packages never touch storage or the network.',
};

const typescript = tseslint.config({
  files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
  extends: [js.configs.recommended, ...tseslint.configs.recommended],
  rules: {
    '@typescript-eslint/consistent-type-imports': 'error',
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
  },
});

const javascript = {
  files: ['**/*.js', '**/*.mjs'],
  ...js.configs.recommended,
  languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
};

/** Framework-free domain packages: no React, no network, no storage, no clock. */
export const domain = [
  ignores,
  javascript,
  ...typescript,
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [react, firebase, stripe, adapters, contractsPackage, io] }],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Transport is a port: take it as a parameter.' },
        { name: 'window', message: 'Domain code runs anywhere: no window.' },
        { name: 'document', message: 'Domain code runs anywhere: no document.' },
        { name: 'localStorage', message: 'Storage is a port: take it as a parameter.' },
        { name: 'sessionStorage', message: 'Storage is a port: take it as a parameter.' },
        { name: 'setTimeout', message: 'Timers are injected.' },
        { name: 'setInterval', message: 'Timers are injected.' },
        { name: 'XMLHttpRequest', message: 'Transport is a port.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: '`now` is a parameter: no Date.now() in the domain.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: '`now` is a parameter: no new Date() in the domain.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Randomness is injected.' },
      ],
    },
  },
];

/**
 * Contracts (`@tableside/contracts`: each HTTP route as zod schemas): zod and the domain packages only; no React,
 * no adapters, ui or apps, no HTTP framework, no transport, no storage.
 */
export const contracts = [
  ignores,
  javascript,
  ...typescript,
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [react, firebase, stripe, contractsForbidden, io] }],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Contracts describe requests; the adapters send them.' },
        { name: 'XMLHttpRequest', message: 'Contracts describe requests; the adapters send them.' },
        { name: 'window', message: 'Contracts run anywhere: no window.' },
        { name: 'document', message: 'Contracts run anywhere: no document.' },
        { name: 'localStorage', message: 'Contracts hold no state.' },
        { name: 'sessionStorage', message: 'Contracts hold no state.' },
      ],
    },
  },
];

/** Adapters (api-client, realtime, payments): only `realtime` imports firebase, only `payments` imports Stripe. */
export function adapter({ allowFirebase = false, allowStripe = false } = {}) {
  const patterns = [react];
  if (!allowFirebase) patterns.push(firebase);
  if (!allowStripe) patterns.push(stripe);
  return [ignores, javascript, ...typescript, { files: ['src/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns }] } }];
}

/**
 * `ui` and the apps may import React, but never firebase or Stripe directly. Hooks follow the rules of hooks and
 * list every dependency; JSX follows jsx-a11y's recommended rules (labels, alt text, keyboard-reachable handlers).
 */
export const ui = [
  ignores,
  javascript,
  ...typescript,
  { files: ['src/**/*.ts', 'src/**/*.tsx'], rules: { 'no-restricted-imports': ['error', { patterns: [firebase, stripe] }] } },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
];

/**
 * The import zones of an app (`dir` is the app's folder):
 * - `src/features/<a>/` imports its own folder, `src/lib/`, the test harness `src/test/` and packages. Never another
 *   feature, never `src/app/` and nothing else in `src/`. What two features share lives in `src/lib/`; where one
 *   feature's screen needs another's, the app layer (`src/app/`, the router) composes them.
 * - `src/lib/` (what is truly app-wide: services, paths, route params, identity, realtime, i18n helpers) imports
 *   packages and itself only: never a feature, never the app layer.
 * - `src/app/` is the composition root and may import everything.
 */
export function app(dir) {
  const src = path.join(dir, 'src');
  const featuresDir = path.join(src, 'features');
  const features = existsSync(featuresDir)
    ? readdirSync(featuresDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  const zones = [
    ...features.map((feature) => ({
      target: path.join(featuresDir, feature),
      from: path.join(src, '**'),
      except: [path.join(featuresDir, feature, '**'), path.join(src, 'lib', '**'), path.join(src, 'test', '**')],
      message: `A feature imports its own folder, src/lib and packages only (${feature} may not reach into another feature or the app layer; move shared code to src/lib or compose in src/app).`,
    })),
    {
      target: path.join(src, 'lib'),
      from: [path.join(src, 'features'), path.join(src, 'app')],
      message: 'src/lib is app-wide: it never imports a feature or the app layer.',
    },
  ];
  return [
    ...ui,
    {
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } }),
        ],
      },
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: dir, zones }] },
    },
  ];
}

/** Node programs (the sandbox, scripts). */
export const node = [
  ignores,
  javascript,
  ...typescript,
  { files: ['src/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [react, firebase, stripe] }] } },
];

export default domain;
