import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { readCustomization, useBrandTheme } from './brand-theme.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const rootVariable = (name: string) => document.documentElement.style.getPropertyValue(name);

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe('the guest app branding (issue 14 "Branding", 3-menus §7, §9)', () => {
  test('a dark brand background sets light text, a light accent dark text, on the root; unmounting removes them', async () => {
    const fetchImpl = vi.fn(async () => json(200, { theme: { background: { brand: '#14213d' }, color: '#ffd166' }, logo: { url: '/logo.svg' } }));
    const { result, unmount } = renderHook(() => useBrandTheme('enrollment-dark', fetchImpl));
    // The first render does not wait for the customization.
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(rootVariable('--ts-brand-background')).toBe('#14213d'));
    expect(rootVariable('--ts-brand-on-background')).toBe('#ffffff');
    expect(rootVariable('--ts-brand-primary')).toBe('#ffd166');
    expect(rootVariable('--ts-brand-on-primary')).toBe('#1a1a1a');
    expect(result.current?.logo?.url).toBe('/logo.svg');
    expect(fetchImpl).toHaveBeenCalledWith('/marketing/public/api/v1/enrollments/enrollment-dark/customization', expect.anything());
    unmount();
    expect(rootVariable('--ts-brand-background')).toBe('');
  });

  test('a light brand background sets dark text', async () => {
    renderHook(() => useBrandTheme('enrollment-light', async () => json(200, { theme: { background: { brand: '#f8f8f0' } } })));
    await waitFor(() => expect(rootVariable('--ts-brand-on-background')).toBe('#1a1a1a'));
  });

  test.each([
    ['a refusal', async () => json(404, { type: 'enrollment-not-found' })],
    ['a colour that is not hex', async () => json(200, { theme: { color: 'red;background:url(x)' } })],
    ['a network failure', async () => Promise.reject(new TypeError('offline'))],
  ])('%s keeps the default tokens', async (name, answer) => {
    const fetchImpl = vi.fn(answer);
    const { result } = renderHook(() => useBrandTheme(`enrollment-${name}`, fetchImpl));
    await waitFor(() => expect(fetchImpl).toHaveBeenCalled());
    expect(await readCustomization(`enrollment-${name}`, fetchImpl)).toBeUndefined();
    expect(result.current).toBeUndefined();
    expect(document.documentElement.getAttribute('style') ?? '').toBe('');
  });

  test('no enrollment: nothing is read, the default tokens stay', () => {
    const fetchImpl = vi.fn();
    renderHook(() => useBrandTheme(undefined, fetchImpl));
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  test('the customization is read once per page, with the 2 s timeout; a failed read is tried again', async () => {
    const timeouts: number[] = [];
    const signal = (ms: number) => {
      timeouts.push(ms);
      return new AbortController().signal;
    };
    const fetchImpl = vi.fn(async () => json(200, { welcomeText: 'Hi' }));
    expect(await readCustomization('enrollment-once', fetchImpl, signal)).toEqual({ welcomeText: 'Hi' });
    expect(await readCustomization('enrollment-once', fetchImpl, signal)).toEqual({ welcomeText: 'Hi' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(timeouts).toEqual([2_000]);
    expect(await readCustomization('enrollment-retry', async () => json(500, {}))).toBeUndefined();
    expect(await readCustomization('enrollment-retry', async () => json(200, { welcomeText: 'Later' }))).toEqual({ welcomeText: 'Later' });
  });
});
