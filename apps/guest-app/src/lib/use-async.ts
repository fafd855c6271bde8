import { useEffect, useState } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed' };

/** Runs `load` when `key` changes and keeps its outcome (a late answer for an old key is dropped). */
export function useAsync<T>(key: string, load: () => Promise<T>): AsyncState<T> {
  const [state, setState] = useState<{ key: string; state: AsyncState<T> }>({ key, state: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    setState({ key, state: { status: 'loading' } });
    load().then(
      (value) => live && setState({ key, state: { status: 'done', value } }),
      () => live && setState({ key, state: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` reads
  }, [key]);
  return state.key === key ? state.state : { status: 'loading' };
}
