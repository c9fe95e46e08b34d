import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfflineState } from '../../lib/offline/state';

/**
 * The offline banner (what still works, what needs a connection) and the update toast: a new
 * version waits until the visitor chooses Reload; "Later" hides the toast for this visit.
 */
export function OfflineStatus() {
  const { t } = useTranslation();
  const { online, updateReady, applyUpdate } = useOfflineState();
  const [updateDismissed, setUpdateDismissed] = useState(false);
  return (
    <div className="offline-status">
      {!online && (
        <p className="offline-status__banner" role="status">
          {t('offline.banner')}
        </p>
      )}
      {updateReady && !updateDismissed && applyUpdate && (
        <div className="offline-status__toast" role="status">
          <span>{t('offline.updateReady')}</span>
          <button type="button" className="button" onClick={applyUpdate}>
            {t('offline.reload')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setUpdateDismissed(true)}>
            {t('offline.later')}
          </button>
        </div>
      )}
    </div>
  );
}
