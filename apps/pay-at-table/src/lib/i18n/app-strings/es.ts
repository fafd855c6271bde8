// Every feature's app strings in es, in one chunk that loads when a diner uses es (`../load-locale.ts`).
export default Object.values(import.meta.glob<unknown>(['../../../features/*/locales/es.json', '../../*/locales/es.json'], { eager: true, import: 'default' }));
