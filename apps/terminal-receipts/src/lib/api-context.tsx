import { createContext, useContext, type ReactNode } from 'react';
import type { TerminalApi } from './terminal-api.js';

const ApiContext = createContext<TerminalApi | undefined>(undefined);

export function ApiProvider({ api, children }: { api: TerminalApi; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The terminal API of the app (tests pass a fake). */
export function useTerminalApi(): TerminalApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useTerminalApi outside ApiProvider');
  return api;
}
