// Every feature's app strings in it-IT, in one chunk that loads when a diner uses it-IT (`../load-locale.ts`).
export default Object.values(
  import.meta.glob<unknown>(['../../../features/*/locales/it-IT.json', '../../*/locales/it-IT.json'], { eager: true, import: 'default' }),
);
