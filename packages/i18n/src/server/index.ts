export { SERVER_ONLY_KEYS, loadServerResources, parseServerOnlyResources } from './server-resources.js';
export type { ServerOnlyKey, ServerResources, ServerTranslationKey } from './server-resources.js';
