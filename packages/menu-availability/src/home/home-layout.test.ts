import { describe, expect, test } from 'vitest';
import { homeLayoutsSchema, homeTileSchema, selectHomeLayout } from './home-layout.js';

const tile = { label: 'Burgers', position: { x: 0, y: 0 }, size: 'large' };
const layout = (title: string) => ({ title, labelDisplay: 'INSIDE', tiles: [{ type: 'category', categoryId: 'burgers', ...tile }] });
const layouts = homeLayoutsSchema.parse({
  defaultLayout: layout('default'),
  scheduledLayouts: [
    { weekday: 'friday', timeRange: { start: '11:00', end: '15:00' }, layout: layout('friday lunch') },
    { weekday: 'friday', timeRange: { start: '12:00', end: '23:00' }, layout: layout('friday all day') },
    { weekday: 'saturday', timeRange: { start: '18:00', end: '02:00' }, layout: layout('saturday night') },
  ],
});

const paris = (day: number, hours: number, minutes = 0) => ({ now: Date.UTC(2024, 5, day, hours - 2, minutes), timeZone: 'Europe/Paris' });

describe('"Home tile layouts: … scheduled layouts by weekday and time range; default layout" (3-menus §3)', () => {
  test.each([
    ['friday 11:00 (start inclusive)', paris(14, 11), 'friday lunch'],
    ['friday 14:59: the first scheduled layout that matches wins', paris(14, 14, 59), 'friday lunch'],
    ['friday 15:00 (end exclusive), the next window', paris(14, 15), 'friday all day'],
    ['friday 23:00: default layout', paris(14, 23), 'default'],
    ['sunday 01:30: saturday night runs past midnight', paris(16, 1, 30), 'saturday night'],
    ['thursday noon: default layout', paris(13, 12), 'default'],
  ])('%s → %s', (_rule, clock, title) => {
    expect(selectHomeLayout(layouts, clock).title).toBe(title);
  });
});

describe('"tiles of type category, subMenu, product or externalLink with label, imageUrl, position x,y, size small or large, backgroundColor, hideLabel, displayMode"', () => {
  test.each([
    [{ type: 'category', categoryId: 'c' }, true],
    [{ type: 'subMenu', menuId: 'm' }, true],
    [{ type: 'product', productId: 'p' }, true],
    [{ type: 'externalLink', url: 'https://example.com' }, true],
    [{ type: 'externalLink' }, false],
    [{ type: 'video', url: 'https://example.com' }, false],
    [{ type: 'product', productId: 'p', size: 'medium' }, false],
  ])('%j valid: %s', (fields, valid) => {
    expect(homeTileSchema.safeParse({ ...tile, ...fields }).success).toBe(valid);
  });

  test('labelDisplay is INSIDE or OUTSIDE and scheduled times must be valid', () => {
    expect(homeLayoutsSchema.safeParse({ defaultLayout: { ...layout('x'), labelDisplay: 'ABOVE' } }).success).toBe(false);
    const badTime = homeLayoutsSchema.safeParse({
      defaultLayout: layout('x'),
      scheduledLayouts: [{ weekday: 'monday', timeRange: { start: '8:00', end: '10:00' }, layout: layout('y') }],
    });
    expect(badTime.error?.issues[0]?.message).toBe('invalid time format');
  });
});
