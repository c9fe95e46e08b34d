import { useCallback, useEffect, useState, type ComponentType } from 'react';

/** How long the "needs a connection" notice stays when a sheet's code cannot be loaded. */
export const SHEET_NOTICE_MS = 5000;

export type SheetState<P> =
  { status: 'closed' } | { status: 'loading' } | { status: 'open'; Component: ComponentType<P> } | { status: 'failed' };

/**
 * A sheet whose code loads when it is first opened. Unlike React.lazy, a failed import (offline
 * before the chunk was ever cached) does not throw into the page: the opener shows a short notice
 * and the next tap tries again.
 */
export function useSheetLoader<P>(load: () => Promise<ComponentType<P>>) {
  const [state, setState] = useState<SheetState<P>>({ status: 'closed' });

  const open = useCallback(() => {
    setState({ status: 'loading' });
    load().then(
      (Component) => setState((current) => (current.status === 'loading' ? { status: 'open', Component } : current)),
      () => setState({ status: 'failed' }),
    );
  }, [load]);

  const close = useCallback(() => setState({ status: 'closed' }), []);

  useEffect(() => {
    if (state.status !== 'failed') return;
    const timer = setTimeout(close, SHEET_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [state.status, close]);

  return { state, open, close };
}
