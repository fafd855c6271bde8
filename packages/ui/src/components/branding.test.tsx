import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { BrandHero } from './brand-hero.js';
import { DARK_TEXT, LIGHT_TEXT, brandingVariables, relativeLuminance, textColourOn, themeVariables, type BrandTheme } from './branding.js';
import { useDocumentTheme } from './use-document-theme.js';

afterEach(cleanup);

describe('relativeLuminance (WCAG 2)', () => {
  test.each([
    ['#000000', 0],
    ['#ffffff', 1],
    ['#fff', 1],
    ['#ff0000', 0.2126],
    ['#00ff00', 0.7152],
    ['#0000ff', 0.0722],
  ])('%s has luminance %s', (colour, luminance) => {
    expect(relativeLuminance(colour)).toBeCloseTo(luminance, 4);
  });

  test('linearises the sRGB channels (mid grey is about 0.216, not 0.5)', () => {
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
  });

  test.each(['red', 'rgb(0,0,0)', '#12345', '#gggggg', 'url(x)', ''])('%j is not a hex colour', (colour) => {
    expect(relativeLuminance(colour)).toBeUndefined();
    expect(textColourOn(colour)).toBeUndefined();
  });
});

describe('textColourOn: light or dark text by the 0.5 luminance rule (3-menus §9)', () => {
  test.each([
    ['#14213d', LIGHT_TEXT],
    ['#000', LIGHT_TEXT],
    ['#1b5e4b', LIGHT_TEXT],
    ['#ffffff', DARK_TEXT],
    ['#f4e9d8', DARK_TEXT],
    ['#ffd60a', DARK_TEXT],
  ])('on %s the text is %s', (background, text) => {
    expect(textColourOn(background)).toBe(text);
  });

  test('the threshold itself: above 0.5 is dark text, at or below it light text', () => {
    // #bcbcbc has luminance 0.5029, #bbbbbb 0.4969.
    expect(relativeLuminance('#bcbcbc')).toBeGreaterThan(0.5);
    expect(textColourOn('#bcbcbc')).toBe(DARK_TEXT);
    expect(relativeLuminance('#bbbbbb')).toBeLessThan(0.5);
    expect(textColourOn('#bbbbbb')).toBe(LIGHT_TEXT);
  });
});

describe('themeVariables', () => {
  test('the accent and the brand background, each with its text colour', () => {
    expect(themeVariables({ color: '#b5179e', background: { brand: '#14213d' } })).toEqual({
      '--ts-brand-primary': '#b5179e',
      '--ts-brand-on-primary': LIGHT_TEXT,
      '--ts-brand-background': '#14213d',
      '--ts-brand-on-background': LIGHT_TEXT,
    });
    expect(themeVariables({ background: { brand: '#fdf6e3' } })).toEqual({ '--ts-brand-background': '#fdf6e3', '--ts-brand-on-background': DARK_TEXT });
  });

  test('a colour that is not hex never reaches CSS', () => {
    expect(themeVariables({ color: 'red; background: url(x)', background: { brand: 'expression(alert(1))' } })).toEqual({});
    expect(themeVariables(undefined)).toEqual({});
    expect(brandingVariables({ primaryColor: 'url(x)', onPrimaryColor: '#fff' })).toEqual({ '--ts-brand-on-primary': '#fff' });
  });
});

describe('BrandHero', () => {
  const labels = { logoAlt: 'Liberty Diner logo', coverAlt: 'Liberty Diner cover picture', bannersLabel: 'News from the venue' };

  test('shows the cover, the logo, the welcome text and the banners on the brand colours', () => {
    const { container } = render(
      <BrandHero
        {...labels}
        brand={{
          logo: { url: '/logo.svg', width: 80, height: 40 },
          cover: { url: '/cover.svg' },
          welcomeText: 'Welcome!',
          banners: [{ title: 'Brunch', description: 'Sundays', linkUrl: 'https://x.example/brunch', linkLabel: 'Book' }, { title: 'Quiz' }],
          theme: { background: { brand: '#14213d' } },
        }}
      />,
    );
    expect(screen.getByRole('img', { name: labels.coverAlt }).getAttribute('src')).toBe('/cover.svg');
    const logo = screen.getByRole('img', { name: labels.logoAlt });
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['80', '40']);
    expect(screen.getByText('Welcome!')).toBeTruthy();
    const banners = screen.getByRole('list', { name: labels.bannersLabel });
    expect(banners.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Book' }).getAttribute('href')).toBe('https://x.example/brunch');
    const hero = container.firstElementChild as HTMLElement;
    expect(hero.style.getPropertyValue('--ts-brand-on-background')).toBe(LIGHT_TEXT);
  });

  test('the bar shows the logo and welcome text only', () => {
    render(
      <BrandHero
        {...labels}
        variant="bar"
        brand={{ logo: { url: '/logo.svg' }, cover: { url: '/cover.svg' }, welcomeText: 'Hi', banners: [{ title: 'B' }] }}
      />,
    );
    expect(screen.queryByRole('img', { name: labels.coverAlt })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('img', { name: labels.logoAlt })).toBeTruthy();
  });

  test('nothing to show renders nothing', () => {
    const { container } = render(<BrandHero {...labels} brand={{ theme: { color: '#000000' } }} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('useDocumentTheme', () => {
  const root = () => document.documentElement.style;

  test("sets the theme's variables on the document root, swaps them with the theme and takes them off when unmounted", () => {
    const dark: BrandTheme = { color: '#000000', background: { brand: '#111111' } };
    const light: BrandTheme = { color: '#ffffff' };
    const { rerender, unmount } = renderHook(({ theme }: { theme: BrandTheme | undefined }) => useDocumentTheme(theme), { initialProps: { theme: dark } });
    expect(root().getPropertyValue('--ts-brand-primary')).toBe('#000000');
    expect(root().getPropertyValue('--ts-brand-on-primary')).toBe(LIGHT_TEXT);
    expect(root().getPropertyValue('--ts-brand-background')).toBe('#111111');

    rerender({ theme: light });
    expect(root().getPropertyValue('--ts-brand-primary')).toBe('#ffffff');
    expect(root().getPropertyValue('--ts-brand-on-primary')).toBe(DARK_TEXT);
    expect(root().getPropertyValue('--ts-brand-background')).toBe('');

    unmount();
    expect(root().getPropertyValue('--ts-brand-primary')).toBe('');
    expect(root().getPropertyValue('--ts-brand-on-primary')).toBe('');
  });

  test('no theme sets nothing', () => {
    renderHook(() => useDocumentTheme(undefined));
    expect(root().getPropertyValue('--ts-brand-primary')).toBe('');
  });
});
