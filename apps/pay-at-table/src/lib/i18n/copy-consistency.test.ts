import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const srcDir = join(import.meta.dirname, '..', '..');
const specLocales = join(srcDir, '..', '..', '..', 'packages', 'i18n', 'src', 'locales');
/** The spec's strings, then the app's: every `locales` folder of a feature (src/features) or of src/lib. */
const appFolders = ['features', 'lib'].flatMap((area) => readdirSync(join(srcDir, area)).map((name) => join(srcDir, area, name, 'locales')));
const folders = [specLocales, ...appFolders.filter((folder) => existsSync(join(folder, 'en-US.json')))];

/** Every string of a locale, app and spec keys alike, as `key => text`. */
function allStrings(locale: string): [string, string][] {
  return folders.flatMap((folder) => Object.entries(JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as Record<string, string>));
}

/** The spec's service-charge notice is quoted verbatim ("applied on all bills", 1-core §9) in every English locale. */
const VERBATIM = new Set(['app.bill.serviceChargeNotice']);

describe('one voice per locale (issue 10 "Copy")', () => {
  test('en-GB says "bill", never the noun "check", and no "Please bill the card details"', () => {
    const offending = allStrings('en-GB').filter(
      ([key, text]) => !VERBATIM.has(key) && (/\b(the|your|a|this) checks?\b/i.test(text) || /Please bill/.test(text)),
    );
    expect(offending).toEqual([]);
  });

  // The specs name en-CA among the interface languages and say nothing of its wording: Canadian English says "bill"
  // (and "check" only as the verb), like en-GB, in the app, the receipts and the e-mails (packages/i18n) alike.
  test('en-CA says "bill", never the noun "check"', () => {
    const offending = allStrings('en-CA').filter(([key, text]) => !VERBATIM.has(key) && /\b(the|your|a|this) checks?\b/i.test(text));
    expect(offending).toEqual([]);
    // The app's own strings are read too (the pay-or-split button says "bill").
    expect(allStrings('en-CA')).toContainEqual(['app.bill.payOrSplit', 'Pay or split the bill']);
  });

  test('en-US says "check", never "bill"', () => {
    const offending = allStrings('en-US').filter(([key, text]) => !VERBATIM.has(key) && /\bbills?\b/i.test(text));
    expect(offending).toEqual([]);
  });

  test('de-DE addresses the diner as "Sie", never "du"', () => {
    const offending = allStrings('de-DE').filter(
      ([, text]) =>
        /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i.test(text) ||
        /\b(versuche|bezahle|passe|wende|zeige|rufe|frag|sag) (es|dich|diese|ohne|deine|dein)\b/i.test(text),
    );
    expect(offending).toEqual([]);
  });
});
