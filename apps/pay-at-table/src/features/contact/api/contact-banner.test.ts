import { describe, expect, test } from 'vitest';
import { addressLines, CONTACT_IFRAME_ENROLLMENT_IDS, contactVenueSchema, postPaymentBannerOpening } from './contact-banner.js';

describe('"Post-payment contact banner opens a link in a new tab, or in a full-screen iframe for a fixed allow-list" (3 §2, §9)', () => {
  test.each([
    ['enrollment-paris-bistro', 'iframe'],
    ['enrollment-london-pub', 'new-tab'],
    [undefined, 'new-tab'],
  ] as const)('%s → %s', (enrollmentId, opening) => {
    expect(postPaymentBannerOpening(enrollmentId)).toBe(opening);
  });

  test('the allow-list is fixed: a list of enrollment ids in the app', () => {
    expect([...CONTACT_IFRAME_ENROLLMENT_IDS]).toEqual(['enrollment-paris-bistro']);
  });
});

describe('contact banners of the customization (3 §3)', () => {
  test('a field that does not parse is left out, not the banner; a banner without a title is left out', () => {
    const venue = contactVenueSchema.parse({
      name: 'V',
      customization: {
        contactPageBanner: { title: 'Book', linkUrl: 'javascript:alert(1)', imageUrl: 'data:image/png;base64,xx', description: '  ', linkLabel: 'Go' },
        postPaymentBanner: { description: 'no title', linkUrl: 'https://v.example' },
      },
    });
    expect(venue.customization).toEqual({ contactPageBanner: { title: 'Book', linkLabel: 'Go' }, postPaymentBanner: undefined });
  });

  test('pictures are http(s) URLs or paths on the app origin', () => {
    const parse = (imageUrl: string) => contactVenueSchema.parse({ name: 'V', customization: { contactPageBanner: { title: 'T', imageUrl } } });
    expect(parse('/sandbox/x.svg').customization?.contactPageBanner?.imageUrl).toBe('/sandbox/x.svg');
    expect(parse('https://img.example/x.png').customization?.contactPageBanner?.imageUrl).toBe('https://img.example/x.png');
    expect(parse('//evil.example/x.png').customization?.contactPageBanner?.imageUrl).toBeUndefined();
    expect(parse('not a url').customization?.contactPageBanner?.imageUrl).toBeUndefined();
  });

  test('address lines: street, postcode and city, country', () => {
    expect(addressLines({ address: '12 rue des Martyrs', zipCode: '75009', city: 'Paris', country: 'France' })).toEqual([
      '12 rue des Martyrs',
      '75009 Paris',
      'France',
    ]);
    expect(addressLines({ city: 'Paris' })).toEqual(['Paris']);
    expect(addressLines(undefined)).toEqual([]);
  });
});
