/**
 * The one script of a bill page rendered on the server (entry-server.tsx): the bill is already in the HTML, so the
 * app's modules are not fetched beside the stylesheet that the first paint waits for, where on a slow network they
 * would share its bandwidth (issue 12, LCP). Once the page has painted, this starts them from the list the server
 * wrote in a JSON data block (`FirstViewModules`):
 * - `preload`: every module the page needs, fetched in parallel at once (`modulepreload`);
 * - `run`: the entry and its static imports, dependencies first, each evaluated in a task of its own, so that the
 *   libraries, the app's code and the entry are separate short tasks, not one long one (TBT).
 *
 * It imports nothing, so no shared chunk loads in front of it. It is a build entry of its own (vite.config.ts); the
 * server entry finds its file in Vite's manifest under `FIRST_VIEW_BOOT_MODULE`.
 */
export const FIRST_VIEW_BOOT_MODULE = 'src/first-view-boot.ts';
export const FIRST_VIEW_MODULES_ELEMENT_ID = 'tableside-first-view-modules';

/** The data block's content, written by the server entry. */
export interface FirstViewModules {
  readonly preload: readonly string[];
  readonly run: readonly string[];
}

/** What booting needs from the browser (the window, or a test's). */
export interface BootEnvironment {
  readonly document: Document;
  readonly requestAnimationFrame: (callback: () => void) => unknown;
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly importModule: (href: string) => Promise<unknown>;
}

const isPathList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((href) => typeof href === 'string' && href.startsWith('/') && !href.startsWith('//'));

/** The data block's lists, or undefined when the page has none or it is not a pair of same-origin path lists. */
export function readFirstViewModules(document: Document): FirstViewModules | undefined {
  const text = document.getElementById(FIRST_VIEW_MODULES_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { preload, run } = value as Record<string, unknown>;
    return isPathList(preload) && isPathList(run) && run.length > 0 ? { preload, run } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the page's modules after its first paint (a frame, then a task: the paint happens between them). A page in a
 * background tab gets no frames, so a timer starts them too; whichever comes first wins. Resolves when the entry has
 * been evaluated; rejects with the first module that failed to load (the page then stays as the server sent it).
 */
export function bootFirstView(environment: BootEnvironment): Promise<void> {
  const modules = readFirstViewModules(environment.document);
  if (!modules) return Promise.reject(new Error(`The page has no valid #${FIRST_VIEW_MODULES_ELEMENT_ID} data block`));
  return new Promise<void>((resolve) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      resolve();
    };
    environment.requestAnimationFrame(() => environment.setTimeout(start, 0));
    environment.setTimeout(start, 500);
  }).then(async () => {
    const { document } = environment;
    for (const href of modules.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    for (const href of modules.run) {
      await environment.importModule(href);
      await new Promise<void>((resolve) => environment.setTimeout(resolve, 0));
    }
  });
}

if (typeof document !== 'undefined' && document.getElementById(FIRST_VIEW_MODULES_ELEMENT_ID)) {
  bootFirstView({
    document,
    requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    importModule: (href) => import(/* @vite-ignore */ href),
  }).catch((error: unknown) => console.error('The page’s modules did not load', error));
}
