import { useCallback, useEffect, useState } from 'react';

/** Kept for the tab's session: a reload while still offline keeps the banner closed. */
export const OFFLINE_NOTICE_DISMISSED_KEY = 'se_offline_notice_dismissed';

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(OFFLINE_NOTICE_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function writeDismissed(dismissed: boolean): void {
  try {
    if (dismissed) window.sessionStorage.setItem(OFFLINE_NOTICE_DISMISSED_KEY, '1');
    else window.sessionStorage.removeItem(OFFLINE_NOTICE_DISMISSED_KEY);
  } catch {
    // Session storage disabled: the choice lasts until the page is left.
  }
}

/**
 * Whether the offline banner shows, and its Dismiss. A dismissal holds for this offline spell (and
 * a reload during it); back online clears it, so the next time the connection drops the banner is
 * there again.
 */
export function useOfflineNotice(online: boolean): { visible: boolean; dismiss: () => void } {
  // A dismissal read back from the session counts only while still offline.
  const [dismissed, setDismissed] = useState(() => !online && readDismissed());
  const [wasOnline, setWasOnline] = useState(online);
  if (online !== wasOnline) {
    setWasOnline(online);
    if (online) setDismissed(false);
  }
  useEffect(() => {
    if (online) writeDismissed(false);
  }, [online]);
  const dismiss = useCallback(() => {
    setDismissed(true);
    writeDismissed(true);
  }, []);
  return { visible: !online && !dismissed, dismiss };
}
