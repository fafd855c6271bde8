// Every feature's app strings in de-DE, in one chunk that loads when a diner uses de-DE (`../load-locale.ts`).
export default Object.values(
  import.meta.glob<unknown>(['../../../features/*/locales/de-DE.json', '../../*/locales/de-DE.json'], { eager: true, import: 'default' }),
);
