import { describe, expect, test } from 'vitest';
import { readCustomization } from './customization.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('readCustomization (3-menus §7, §9)', () => {
  test('reads the enrollment customization with a 2 s timeout, once per page', async () => {
    const urls: string[] = [];
    const timeouts: number[] = [];
    const fetchImpl = async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return json(200, { welcomeText: 'Hi', theme: { background: { brand: '#14213d' } } });
    };
    const signal = (ms: number) => {
      timeouts.push(ms);
      return new AbortController().signal;
    };
    expect(await readCustomization('enr 1', fetchImpl, signal)).toEqual({ welcomeText: 'Hi', theme: { background: { brand: '#14213d' } } });
    expect(await readCustomization('enr 1', fetchImpl, signal)).toEqual(expect.objectContaining({ welcomeText: 'Hi' }));
    expect(urls).toEqual(['/marketing/public/api/v1/enrollments/enr%201/customization']);
    expect(timeouts).toEqual([2_000]);
  });

  test.each([
    ['a refusal', async () => json(404, { type: 'enrollment-not-found' })],
    ['an answer that breaks the contract', async () => json(200, { theme: { color: 'url(x)' } })],
    [
      'a timeout',
      async () => {
        throw new DOMException('timed out', 'TimeoutError');
      },
    ],
  ])('%s is no customization, and is read again next time', async (_name, fetchImpl) => {
    const id = `enr-${_name.replace(/\W+/g, '-')}`;
    expect(await readCustomization(id, fetchImpl)).toBeUndefined();
    await Promise.resolve();
    expect(await readCustomization(id, async () => json(200, { welcomeText: 'Later' }))).toEqual({ welcomeText: 'Later' });
  });
});
