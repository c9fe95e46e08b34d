import { ARQIVE } from '@swiss/contract';
import { useCallback, useEffect, useState } from 'react';
import { usePositionState } from '../position/position-store';
import { shareVirtualObject } from './arqive-api';
import { displayName } from './display-name';
import { keepVirtualObject, localVirtualObject, spawnVirtualObject } from './virtual-objects';

export type PlaceOutcome = { kind: 'shared' | 'local'; emoji: string } | { kind: 'noPosition' };

/**
 * Places a random virtual object where the visitor stands: kept on the device at once, and sent to the
 * server so people nearby see it. The outcome shows as a toast for 3 s (spec §9).
 */
export function usePlaceVirtualObject(message = '') {
  const { position, placeName } = usePositionState();
  const [toast, setToast] = useState<PlaceOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), ARQIVE.virtualObject.toastMs);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const place = useCallback(async () => {
    if (!position) {
      setToast({ kind: 'noPosition' });
      return;
    }
    setBusy(true);
    const body = spawnVirtualObject(position, {
      message,
      locationName: placeName ?? position.name ?? null,
      creatorName: displayName(),
    });
    try {
      const object = await shareVirtualObject(body);
      keepVirtualObject(object, true);
      setToast({ kind: 'shared', emoji: object.emoji });
    } catch {
      // Kept on the device anyway (spec: stored locally); the toast says it was not shared.
      keepVirtualObject(localVirtualObject(body, displayName() ?? 'User'), false);
      setToast({ kind: 'local', emoji: body.emoji });
    } finally {
      setBusy(false);
    }
  }, [message, position, placeName]);

  return { place, busy, toast, ready: position !== null };
}
