// Every feature's app strings in pt-PT, in one chunk that loads when a diner uses pt-PT (`../load-locale.ts`).
export default Object.values(
  import.meta.glob<unknown>(['../../../features/*/locales/pt-PT.json', '../../*/locales/pt-PT.json'], { eager: true, import: 'default' }),
);
