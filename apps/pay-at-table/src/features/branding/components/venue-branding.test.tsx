import { ok, type HttpClient, type RequestSpec } from '@tableside/api-client';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { billDoc, venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('style');
});

const customization = {
  logo: { url: '/logo.svg', width: 64, height: 64 },
  cover: { url: '/cover.svg' },
  welcomeText: 'Welcome, night owls',
  banners: [{ title: 'Happy hour', linkUrl: 'https://v.example/happy', linkLabel: 'See times' }],
  theme: { background: { brand: '#14213d' }, color: '#7b2cbf' },
};

/** The transport answering the customization call, recording what was asked. */
function customizationHttp(answer: unknown) {
  const requests: RequestSpec[] = [];
  const http: Partial<HttpClient> = {
    json: (async (spec: RequestSpec, schema: { parse: (value: unknown) => unknown }) => {
      requests.push(spec);
      return ok(schema.parse(answer));
    }) as HttpClient['json'],
  };
  return { http, requests };
}

describe('venue branding (3-menus §3, §7)', () => {
  test('the venue landing shows the hero and the page takes the theme as CSS variables, light text on the dark brand', async () => {
    const { http, requests } = customizationHttp(customization);
    await renderApp({ path: '/venues/venue-1', docs: { 'venues/venue-1': venueDoc() }, http });
    expect(await screen.findByRole('img', { name: 'Le Petit Zinc cover picture' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Le Petit Zinc logo' }).getAttribute('src')).toBe('/logo.svg');
    expect(screen.getByText('Welcome, night owls')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'News from Le Petit Zinc' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--ts-brand-on-background')).toBe('#ffffff'));
    expect(document.documentElement.style.getPropertyValue('--ts-brand-primary')).toBe('#7b2cbf');
    expect(requests[0]).toEqual(
      expect.objectContaining({ method: 'GET', path: '/marketing/public/api/v1/enrollments/enrollment-1/customization', timeoutMs: 2_000 }),
    );
  });

  test('the bill page shows the bar: logo and welcome text, no cover', async () => {
    const { http } = customizationHttp(customization);
    await renderApp({ path: '/venues/venue-1/bills/bill-1', docs: { 'venues/venue-1': venueDoc(), 'bills/bill-1': billDoc() }, http });
    expect(await screen.findByText('Welcome, night owls')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Le Petit Zinc cover picture' })).toBeNull();
  });

  test('a customization that fails leaves the default tokens and the page as it is', async () => {
    const http: Partial<HttpClient> = {
      json: (async () => ({ ok: false, error: { type: 'network', message: 'timed out', timedOut: true } })) as HttpClient['json'],
    };
    await renderApp({ path: '/venues/venue-1', docs: { 'venues/venue-1': venueDoc() }, http });
    expect(await screen.findByRole('heading', { name: 'Le Petit Zinc' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Le Petit Zinc logo' })).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--ts-brand-background')).toBe('');
  });
});
