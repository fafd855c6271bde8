// Every feature's app strings in fr, in one chunk that loads when a diner uses fr (`../load-locale.ts`).
export default Object.values(import.meta.glob<unknown>(['../../../features/*/locales/fr.json', '../../*/locales/fr.json'], { eager: true, import: 'default' }));
