import { describe, expect, test } from 'vitest';
import { customizationSchema, imageUrlSchema, lenientCustomization } from '../src/branding.js';
import { analyticsEventSchema, telemetryEventSchema } from '../src/telemetry.js';

describe('enrollment customization (3-menus §3)', () => {
  test('a stored customization is read field by field: what breaks the contract is left out, not the rest', () => {
    expect(
      lenientCustomization({
        websitePage: 'javascript:alert(1)',
        instagramPage: 'https://i.example/v',
        theme: { color: 'red', background: { brand: '#14213d' } },
        welcomeText: 'Hello',
        cover: { url: 'data:image/png;base64,xx' },
        banners: [{ title: 'A' }],
        unknown: 'dropped',
      }),
    ).toEqual({ instagramPage: 'https://i.example/v', welcomeText: 'Hello', banners: [{ title: 'A' }] });
  });

  test('the flat logoUrl of a venue document reads as the logo; a nested logo wins', () => {
    expect(lenientCustomization({ logoUrl: '/logo.svg' })).toEqual({ logo: { url: '/logo.svg' } });
    expect(lenientCustomization({ logoUrl: '/old.svg', logo: { url: '/new.svg', width: 40 } })).toEqual({ logo: { url: '/new.svg', width: 40 } });
    expect(lenientCustomization({ logoUrl: 'javascript:x' })).toEqual({});
  });

  test.each([null, 'broken', 42, []])('%j is no customization', (raw) => {
    expect(lenientCustomization(raw)).toEqual({});
  });

  test.each([
    ['/sandbox/logo.svg', true],
    ['https://cdn.example/logo.png', true],
    ['//evil.example/x.png', false],
    ['javascript:alert(1)', false],
    ['data:image/svg+xml,<svg/>', false],
  ])('image %s allowed: %s', (url, allowed) => {
    expect(imageUrlSchema.safeParse(url).success).toBe(allowed);
  });

  test('only hex colours pass the theme', () => {
    expect(customizationSchema.safeParse({ theme: { color: '#7b2cbf', background: { brand: '#fff' } } }).success).toBe(true);
    expect(customizationSchema.safeParse({ theme: { color: 'rgb(0,0,0)' } }).success).toBe(false);
  });
});

describe('telemetry and analytics events (3-menus §7)', () => {
  const T0 = Date.UTC(2026, 10, 24);

  test('a telemetry event has an id, a known name, a start and an end not before it', () => {
    expect(telemetryEventSchema.safeParse({ id: 'e1', eventName: 'menu_load', start: T0, end: T0 + 5 }).success).toBe(true);
    const before = telemetryEventSchema.safeParse({ id: 'e1', eventName: 'menu_load', start: T0, end: T0 - 5 });
    expect(before.success ? [] : before.error.issues.map((issue) => issue.path.join('.'))).toEqual(['end']);
  });

  test('an analytics event has flat properties, at most 20', () => {
    const event = { id: 'a1', eventName: 'page_viewed', timestamp: T0, page: '/venues/v' };
    expect(analyticsEventSchema.safeParse({ ...event, properties: { a: 1, b: 'x', c: true, d: null } }).success).toBe(true);
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, i]));
    expect(analyticsEventSchema.safeParse({ ...event, properties: many }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ ...event, properties: { '1bad': 1 } }).success).toBe(false);
  });
});
