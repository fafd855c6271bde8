// Every feature's app strings in en-GB, in one chunk that loads when a diner uses en-GB (`../load-locale.ts`).
export default Object.values(
  import.meta.glob<unknown>(['../../../features/*/locales/en-GB.json', '../../*/locales/en-GB.json'], { eager: true, import: 'default' }),
);
