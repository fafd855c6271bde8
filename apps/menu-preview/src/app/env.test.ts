import { describe, expect, test } from 'vitest';
import { parseEnv } from './env.js';
import { previewPaths } from '../lib/paths.js';

describe('parseEnv', () => {
  test.each([
    [{}, 'http://127.0.0.1:4000', 'http://127.0.0.1:4000'],
    [{ VITE_API_BASE_URL: 'https://api.example.test/' }, 'http://x', 'https://api.example.test'],
  ])('%j on %s → %s', (raw, origin, expected) => {
    expect(parseEnv(raw, origin).apiBaseUrl).toBe(expected);
  });

  test('an invalid URL is a deployment error naming the field', () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'not a url' }, 'http://x')).toThrow(/VITE_API_BASE_URL/);
  });
});

describe('previewPaths ("/venues/{venueId}/menu-previews and /menu-previews/{language}/{menuId}")', () => {
  test('paths are built with encoded segments', () => {
    expect(previewPaths.list('v 1')).toBe('/venues/v%201/menu-previews');
    expect(previewPaths.product('v1', 'FR', 'm1', 'p/1')).toBe('/venues/v1/menu-previews/FR/m1/products/p%2F1');
    expect(previewPaths.block('v1', 'FR', 'm1', 'b1')).toBe('/venues/v1/menu-previews/FR/m1/blocks/b1');
  });
});
