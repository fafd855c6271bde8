import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { NATIVE_APP_USER_AGENT_MARKER } from '../lib/native/native-marker.js';
import { paths } from '../lib/paths.js';

/** The native app's change-table message (3-menus §7 "Native app messages (change table handler …)"). */
export const CHANGE_TABLE = 'ChangeTable';

const changeTableSchema = z.object({
  type: z.literal(CHANGE_TABLE),
  venueId: z.string().check(z.minLength(1), z.maxLength(200)),
  tableId: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** The table a message asks to move to, when it is a well-formed change-table message (a JSON string or an object). */
export function parseChangeTableMessage(data: unknown): { venueId: string; tableId: string } | undefined {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  const parsed = changeTableSchema.safeParse(value);
  return parsed.success ? { venueId: parsed.data.venueId, tableId: parsed.data.tableId } : undefined;
}

/**
 * Inside a native app (the user agent carries the app marker), the app may tell the page that the diner changed
 * table: the page then opens that table's landing (replace navigation, like a scan). React Native web views post
 * to `window` (iOS) or `document` (Android); both are listened to. Other pages ignore these messages.
 */
export function useNativeChangeTable(given?: Window): void {
  const navigate = useNavigate();
  useEffect(() => {
    // Read in the effect: the page's first view also renders on the server, where there is no window.
    const page = given ?? window;
    if (!page.navigator.userAgent.includes(NATIVE_APP_USER_AGENT_MARKER)) return undefined;
    const onMessage = (event: Event) => {
      const table = parseChangeTableMessage((event as MessageEvent).data);
      if (table) void navigate(paths.table(table.venueId, table.tableId), { replace: true });
    };
    page.addEventListener('message', onMessage);
    page.document.addEventListener('message', onMessage);
    return () => {
      page.removeEventListener('message', onMessage);
      page.document.removeEventListener('message', onMessage);
    };
  }, [given, navigate]);
}
