// Every feature's app strings in nl-BE, in one chunk that loads when a diner uses nl-BE (`../load-locale.ts`).
export default Object.values(
  import.meta.glob<unknown>(['../../../features/*/locales/nl-BE.json', '../../*/locales/nl-BE.json'], { eager: true, import: 'default' }),
);
