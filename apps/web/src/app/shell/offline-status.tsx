import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfflineNotice } from '../../lib/offline/notice';
import { useOfflineState } from '../../lib/offline/state';
import './offline-status.css';

/**
 * The offline banner (what still works, what needs a connection; its Dismiss holds until the
 * connection is back, lib/offline/notice.ts) and the update toast: a new version waits until the
 * visitor chooses Reload; "Later" hides the toast for this visit.
 */
export function OfflineStatus() {
  const { t } = useTranslation();
  const { online, updateReady, applyUpdate } = useOfflineState();
  const [updateDismissed, setUpdateDismissed] = useState(false);
  const notice = useOfflineNotice(online);
  return (
    <div className="offline-status">
      {notice.visible && (
        <div className="offline-status__banner" data-testid="offline-banner">
          <p role="status">{t('offline.banner')}</p>
          <button
            type="button"
            className="offline-status__dismiss"
            aria-label={t('offline.dismiss')}
            title={t('offline.dismiss')}
            onClick={() => {
              notice.dismiss();
              // The button leaves with the banner: the focus goes to the page, not to nowhere.
              document.getElementById('main')?.focus({ preventScroll: true });
            }}
            data-testid="offline-dismiss"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
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
