// Every feature's app strings in nl-NL, in one chunk that loads when a diner uses nl-NL (`../load-locale.ts`).
export default Object.values(
  import.meta.glob<unknown>(['../../../features/*/locales/nl-NL.json', '../../*/locales/nl-NL.json'], { eager: true, import: 'default' }),
);
