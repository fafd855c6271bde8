import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { venueDoc } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/render-app.js';
import { renderWithServices } from '../../../test/render-with-services.js';
import PostPaymentContactBanner from './post-payment-contact-banner.js';

afterEach(() => {
  cleanup();
});

const banner = {
  title: 'Book for a group',
  description: 'Parties of 8 and more.',
  linkUrl: 'https://venue.example/contact',
  linkLabel: 'Write to us',
  imageUrl: '/sandbox/menu-images/contact.svg',
};

describe('/venues/{venueId}/contact (1-core §2 Venue, 3 §3 contactPageBanner)', () => {
  test('the venue, its address and its contact page banner, whose link opens in a new tab', async () => {
    await renderApp({ path: '/venues/venue-1/contact', docs: { 'venues/venue-1': venueDoc({ customization: { contactPageBanner: banner } }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    expect(screen.getByText('Le Petit Zinc')).toBeTruthy();
    const address = screen.getByRole('region', { name: 'Address' });
    expect(address.textContent).toBe('12 rue des Martyrs75009 ParisFrance');
    expect(screen.getByRole('heading', { level: 2, name: 'Book for a group' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Write to us (opens in a new tab)' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([banner.linkUrl, '_blank', 'noopener noreferrer']);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/venues/venue-1');
  });

  test('without a banner the page says the venue has shared no contact details', async () => {
    await renderApp({ path: '/venues/venue-1/contact', docs: { 'venues/venue-1': venueDoc() } });
    expect(await screen.findByText('This venue has not shared any contact details yet.')).toBeTruthy();
  });

  test('an unknown venue shows the not-found state', async () => {
    await renderApp({ path: '/venues/nowhere/contact', docs: {} });
    expect(await screen.findByText('The QR code is not associated with a venue')).toBeTruthy();
  });

  test('the venue landing page links to the contact page', async () => {
    await renderApp({ path: '/venues/venue-1', docs: { 'venues/venue-1': venueDoc() } });
    expect((await screen.findByRole('link', { name: 'Contact the venue' })).getAttribute('href')).toBe('/venues/venue-1/contact');
  });
});

describe('the post-payment contact banner (3 §2 Dialogs)', () => {
  test('an enrollment that is not allow-listed: the link opens in a new tab', async () => {
    await renderWithServices(<PostPaymentContactBanner venueId="venue-1" />, {
      docs: { 'venues/venue-1': venueDoc({ enrollmentId: 'enrollment-london-pub', customization: { postPaymentBanner: banner } }) },
    });
    const link = await screen.findByRole('link', { name: 'Write to us (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button', { name: 'Write to us' })).toBeNull();
  });

  test('an allow-listed enrollment: the link opens in a full-screen frame, closed by its close button', async () => {
    await renderWithServices(<PostPaymentContactBanner venueId="venue-1" />, {
      docs: { 'venues/venue-1': venueDoc({ enrollmentId: 'enrollment-paris-bistro', customization: { postPaymentBanner: banner } }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Write to us' }));
    const dialog = screen.getByRole('dialog', { name: 'Book for a group' });
    const frame = dialog.querySelector('iframe');
    expect([frame?.getAttribute('src'), frame?.getAttribute('title')]).toEqual([banner.linkUrl, 'Book for a group']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('no banner, or no venue: nothing shows', async () => {
    // Beside a venue with a banner: once its banner shows, the documents have been read, and only that one shows.
    await renderWithServices(
      <>
        <PostPaymentContactBanner venueId="venue-1" />
        <PostPaymentContactBanner venueId="venue-2" />
        <PostPaymentContactBanner venueId="nowhere" />
      </>,
      {
        docs: {
          'venues/venue-1': venueDoc({ enrollmentId: 'enrollment-london-pub', customization: { postPaymentBanner: banner } }),
          'venues/venue-2': venueDoc({ id: 'venue-2' }),
        },
      },
    );
    await screen.findByRole('link', { name: 'Write to us (opens in a new tab)' });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getAllByText('Write to us', { exact: false })).toHaveLength(1);
  });
});
