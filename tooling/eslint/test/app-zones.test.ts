import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';
import { app, ui } from '../index.js';

const appDir = fileURLToPath(new URL('./fixtures/app/', import.meta.url));

async function lint(config: unknown, file: string) {
  const eslint = new ESLint({ cwd: appDir, overrideConfigFile: true, overrideConfig: config as never });
  const [result] = await eslint.lintFiles([`src/${file}`]);
  return (result?.messages ?? []).map((m) => m.ruleId);
}

describe('feature import zones of an app (app(dir): a feature imports its own folder, src/lib and packages)', () => {
  const config = app(appDir);

  test('a feature importing another feature fails lint', async () => {
    expect(await lint(config, 'features/alpha/imports-another-feature.tsx')).toEqual(['import-x/no-restricted-paths']);
  });

  test('a feature importing the app layer fails lint', async () => {
    expect(await lint(config, 'features/alpha/imports-app-layer.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  test('src/lib importing a feature fails lint', async () => {
    expect(await lint(config, 'lib/imports-a-feature.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  test('a feature importing its own folder, src/lib and packages passes', async () => {
    expect(await lint(config, 'features/alpha/allowed.tsx')).toEqual([]);
  });

  test('the app layer composes features and passes', async () => {
    expect(await lint(config, 'app/routes.tsx')).toEqual([]);
  });

  test('without the zones (the plain ui config) a cross-feature import is not caught, so the zones are what catch it', async () => {
    expect(await lint(ui, 'features/alpha/imports-another-feature.tsx')).toEqual([]);
  });
});

describe('hooks and accessibility rules of ui and the apps', () => {
  test.each([
    ['calls a hook conditionally', 'features/alpha/conditional-hook.tsx', 'react-hooks/rules-of-hooks'],
    ['leaves a dependency out of useEffect', 'features/alpha/missing-dependency.tsx', 'react-hooks/exhaustive-deps'],
    ['renders an <img> without alt', 'features/alpha/image-without-alt.tsx', 'jsx-a11y/alt-text'],
    ['puts a click handler on a div without a role', 'features/alpha/clickable-div.tsx', 'jsx-a11y/no-static-element-interactions'],
    ['puts a click handler on a div without a key handler', 'features/alpha/clickable-div.tsx', 'jsx-a11y/click-events-have-key-events'],
  ])('a component that %s fails lint', async (_, file, rule) => {
    expect(await lint(ui, file)).toContain(rule);
    expect(await lint(app(appDir), file)).toContain(rule);
  });
});
