export { createI18n, localeOfFile } from './create-i18n.js';
export type { CreateI18nOptions, LocaleFiles } from './create-i18n.js';
export { localeFileProblems } from './locale-file-problems.js';
export type { LocaleFileRules } from './locale-file-problems.js';
