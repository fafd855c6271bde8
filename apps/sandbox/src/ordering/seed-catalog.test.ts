import { describe, expect, test } from 'vitest';
import { imageSlug } from './seed-catalog.js';

describe('seed picture names (issue 10: a tile showed "tile entr es")', () => {
  test.each([
    ['Entrées', 'entrees'],
    ['Plats & desserts', 'plats-desserts'],
    ['Soupe à l’oignon', 'soupe-a-l-oignon'],
    ['Menu', 'menu'],
  ])('%s → %s: accents fold to their letter, nothing is cut out of a word', (label, slug) => {
    expect(imageSlug(label)).toBe(slug);
  });
});
