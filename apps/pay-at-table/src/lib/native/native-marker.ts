/**
 * The user-agent marker the native apps add to their web view (1-core §1 "recognised by a marker in the user
 * agent"). A module of its own: the first bundle reads it (the change-table listener) without the messages.
 */
export const NATIVE_APP_USER_AGENT_MARKER = 'TablesideNativeApp';
