// Every feature's app strings in fr-BE, in one chunk that loads when a diner uses fr-BE (`../load-locale.ts`).
export default Object.values(
  import.meta.glob<unknown>(['../../../features/*/locales/fr-BE.json', '../../*/locales/fr-BE.json'], { eager: true, import: 'default' }),
);
