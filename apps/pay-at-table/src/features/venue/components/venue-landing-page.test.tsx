import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';
import { WifiBanner } from './wifi-banner.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('venue landing page (1-core §2)', () => {
  test('header, in-app menu button for a dynamic menu, footer with terms and privacy links', async () => {
    const venue = venueDoc({
      countryCode: 'GB',
      menuExposedType: 'DYNAMIC_MENU',
      termsUrl: 'https://example.test/terms',
      privacyUrl: 'https://example.test/privacy',
    });
    await renderApp({ path: '/venues/venue-1?deviceId=device-1', docs: { 'venues/venue-1': venue } });
    expect(await screen.findByRole('heading', { name: 'Le Petit Zinc' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View menu' }).getAttribute('href')).toBe('/venues/venue-1/tables/device-1/menus');
    expect(screen.getByText('Pay securely')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('https://example.test/terms');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('https://example.test/privacy');
  });

  test('custom branding text replaces "pay securely"', async () => {
    await renderApp({ path: '/venues/venue-1', docs: { 'venues/venue-1': venueDoc({ countryCode: 'GB', customBrandingText: 'Crown Pay' }) } });
    expect(await screen.findByText('Crown Pay')).toBeTruthy();
    expect(screen.queryByText('Pay securely')).toBeNull();
  });

  test('"A split-error toast appears at the top for 5 seconds" from route state', async () => {
    await renderApp({ path: '/venues/venue-1', state: { splitError: true }, docs: { 'venues/venue-1': venueDoc() } });
    expect(await screen.findByText("We couldn't create your split. Please try again.")).toBeTruthy();
  });
});

describe('Wi-Fi banner', () => {
  test('a closed network shows a copyable password with a "copied" tooltip for 1 second; the banner collapses', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(globalThis.navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onAcknowledge = vi.fn();
    await renderApp({ path: '/not-found' });
    cleanup();
    const { render } = await import('@testing-library/react');
    const { ServicesProvider } = await import('../../../lib/services-context.js');
    const timers = {
      setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle: unknown) => globalThis.clearTimeout(handle as number),
    };
    vi.useFakeTimers();
    render(
      <ServicesProvider services={{ timers } as never}>
        <WifiBanner wifi={{ name: 'Crown-Guests', password: 'ale-and-pie', closed: true }} onAcknowledge={onAcknowledge} />
      </ServicesProvider>,
    );
    expect(screen.getByText('Network: Crown-Guests')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy password' }));
    });
    expect(writeText).toHaveBeenCalledWith('ale-and-pie');
    expect(screen.getByRole('status').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hide Wi-Fi details' }));
    expect(screen.getByRole('button', { name: 'Show Wi-Fi details' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Show Wi-Fi details' }));
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onAcknowledge).toHaveBeenCalled();
  });
});
