import { EnvError } from './env.js';
import { hidePreload } from './preload.js';

/**
 * Shows a wrong build configuration as a readable page instead of a blank screen. This is a deployment error for
 * whoever built the app, shown before i18n loads (it may be the very thing misconfigured), so its text is English
 * only and not in the locale files on purpose; diners never see it on a correctly built app.
 */
export function showConfigurationError(error: unknown, doc: Document = document): void {
  hidePreload(doc);
  const root = doc.getElementById('root') ?? doc.body;
  const main = doc.createElement('main');
  main.setAttribute('role', 'alert');
  main.style.cssText = 'max-width: 40rem; margin: 2rem auto; padding: 0 1rem; font: 1rem/1.5 system-ui, sans-serif; color: #1b1b1b;';
  const title = doc.createElement('h1');
  title.textContent = 'This build of Tableside is misconfigured';
  const lead = doc.createElement('p');
  lead.textContent =
    error instanceof EnvError
      ? `Check the build variables ${error.variables.join(', ')} (see the README, "Running against Firebase and Stripe") and build again.`
      : 'The app could not start.';
  const details = doc.createElement('pre');
  details.style.whiteSpace = 'pre-wrap';
  details.textContent = error instanceof Error ? error.message : String(error);
  main.append(title, lead, details);
  root.replaceChildren(main);
}
