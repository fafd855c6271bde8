import { createAccountApi, type AccountApi } from '@tableside/api-client';
import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.js';

/** The account calls (api-client's account module) over the app's transport. */
export function useAccountApi(): AccountApi {
  const { http } = useServices();
  return useMemo(() => createAccountApi(http), [http]);
}
