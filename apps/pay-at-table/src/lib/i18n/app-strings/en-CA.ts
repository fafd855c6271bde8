// Every feature's app strings in en-CA, in one chunk that loads when a diner uses en-CA (`../load-locale.ts`).
export default Object.values(
  import.meta.glob<unknown>(['../../../features/*/locales/en-CA.json', '../../*/locales/en-CA.json'], { eager: true, import: 'default' }),
);
