// Every feature's app strings in ca, in one chunk that loads when a diner uses ca (`../load-locale.ts`).
export default Object.values(import.meta.glob<unknown>(['../../../features/*/locales/ca.json', '../../*/locales/ca.json'], { eager: true, import: 'default' }));
