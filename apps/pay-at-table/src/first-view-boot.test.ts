import { afterEach, describe, expect, test } from 'vitest';
import { bootFirstView, FIRST_VIEW_MODULES_ELEMENT_ID, readFirstViewModules, type BootEnvironment } from './first-view-boot.js';

function writeModules(content: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_VIEW_MODULES_ELEMENT_ID;
  element.textContent = content;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(FIRST_VIEW_MODULES_ELEMENT_ID)?.remove();
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
});

/** A browser whose frames and tasks the test runs by hand, recording what happens in which order. */
function environment() {
  const log: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: { callback: () => void; ms: number }[] = [];
  const env: BootEnvironment = {
    document,
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => tasks.push({ callback, ms }),
    importModule: async (href) => {
      log.push(`import ${href} (preloaded: ${document.head.querySelectorAll('link[rel="modulepreload"]').length})`);
    },
  };
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  /** Runs the next zero-delay task, then lets its promises settle. */
  const runTask = async () => {
    const index = tasks.findIndex((task) => task.ms === 0);
    const [task] = tasks.splice(index, 1);
    task?.callback();
    await settle();
  };
  return { env, log, frames, tasks, runTask, settle };
}

describe('the boot script of a page rendered on the server (issue 12: its modules start after the first paint)', () => {
  test('nothing loads before a frame and the task after it; then all are preloaded and each runs in its own task, in order', async () => {
    writeModules(JSON.stringify({ preload: ['/a.js', '/b.js', '/entry.js', '/route.js'], run: ['/a.js', '/b.js', '/entry.js'] }));
    const browser = environment();
    const booted = bootFirstView(browser.env);
    await browser.settle();
    expect(browser.log).toEqual([]);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);

    browser.frames.shift()?.();
    await browser.settle();
    expect(browser.log).toEqual([]);
    await browser.runTask(); // the task after the paint
    expect(browser.log).toEqual(['import /a.js (preloaded: 4)']);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual(['/a.js', '/b.js', '/entry.js', '/route.js']);
    expect(links.every((link) => link.crossOrigin === '')).toBe(true);

    await browser.runTask();
    expect(browser.log).toHaveLength(2);
    await browser.runTask();
    await browser.runTask();
    await booted;
    expect(browser.log).toEqual(['import /a.js (preloaded: 4)', 'import /b.js (preloaded: 4)', 'import /entry.js (preloaded: 4)']);
  });

  test('in a background tab (no frames), the fallback timer starts them, once', async () => {
    writeModules(JSON.stringify({ preload: ['/entry.js'], run: ['/entry.js'] }));
    const browser = environment();
    const booted = bootFirstView(browser.env);
    const fallback = browser.tasks.find((task) => task.ms > 0);
    expect(fallback?.ms).toBe(500);
    fallback?.callback();
    await browser.settle();
    await browser.runTask();
    await booted;
    expect(browser.log).toEqual(['import /entry.js (preloaded: 1)']);
    // The frame comes later: nothing starts twice.
    browser.frames.shift()?.();
    await browser.runTask();
    expect(browser.log).toHaveLength(1);
  });

  test('a module that fails to load rejects, and the ones after it are not run', async () => {
    writeModules(JSON.stringify({ preload: ['/a.js', '/entry.js'], run: ['/a.js', '/entry.js'] }));
    const browser = environment();
    const tried: string[] = [];
    const env: BootEnvironment = {
      ...browser.env,
      importModule: (href) => {
        tried.push(href);
        return Promise.reject(new Error(`cannot load ${href}`));
      },
    };
    const failed = expect(bootFirstView(env)).rejects.toThrow('cannot load /a.js');
    browser.frames.shift()?.();
    await browser.runTask();
    await failed;
    expect(tried).toEqual(['/a.js']);
  });

  test.each([
    ['no data block', undefined],
    ['junk', '{'],
    ['not an object', '"x"'],
    ['no entry to run', JSON.stringify({ preload: [], run: [] })],
    ['another origin', JSON.stringify({ preload: [], run: ['https://elsewhere.example/x.js'] })],
    ['a protocol-relative URL', JSON.stringify({ preload: ['//elsewhere.example/x.js'], run: ['/entry.js'] })],
    ['a relative path', JSON.stringify({ preload: [], run: ['entry.js'] })],
  ])('%s: it loads nothing and rejects', async (_case, content) => {
    if (content !== undefined) writeModules(content);
    expect(readFirstViewModules(document)).toBeUndefined();
    const browser = environment();
    await expect(bootFirstView(browser.env)).rejects.toThrow(FIRST_VIEW_MODULES_ELEMENT_ID);
    expect(browser.frames).toHaveLength(0);
  });
});
