import { buildIcs, encodePlan, isIsoDate, type TripPlanItem } from '@swiss/content/trip-plan';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

function tomorrow(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by then; the URL only holds memory.
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

/** Export as an .ics calendar from a chosen first day, and as a share link. */
export function PlannerExport({ items }: { items: TripPlanItem[] }) {
  const { t } = useTranslation();
  const [startDate, setStartDate] = useState(tomorrow);
  const [shareUrl, setShareUrl] = useState('');
  const [copyMessage, setCopyMessage] = useState('');
  const empty = items.length === 0;
  const validDate = isIsoDate(startDate);

  const exportIcs = () => {
    const ics = buildIcs(items, {
      startDate,
      now: new Date(),
      origin: window.location.origin,
      calendarName: t('tools.tabs.planner'),
    });
    download('swiss-trip.ics', ics, 'text/calendar;charset=utf-8');
  };
  const share = async () => {
    const url = `${window.location.origin}/tools/planner?plan=${encodePlan(items)}`;
    setShareUrl(url);
    try {
      await navigator.clipboard.writeText(url);
      setCopyMessage(t('tools.planner.copied'));
    } catch {
      setCopyMessage(t('tools.planner.copyFailed'));
    }
  };

  return (
    <>
      <h3>{t('tools.planner.export')}</h3>
      <div className="tools__row">
        <div className="tools__field">
          <label htmlFor="planner-start">{t('tools.planner.startDate')}</label>
          <input
            id="planner-start"
            type="date"
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
            aria-describedby="planner-export-hint"
          />
        </div>
      </div>
      <p className="muted" id="planner-export-hint">
        {t('tools.planner.exportHint')}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={empty || !validDate}
          onClick={exportIcs}
          data-testid="planner-ics"
        >
          {t('tools.planner.downloadIcs')}
        </button>
        <button
          type="button"
          className="button"
          disabled={empty}
          onClick={() => void share()}
          data-testid="planner-share"
        >
          {t('tools.planner.share')}
        </button>
      </div>
      {shareUrl && (
        <div className="tools__field planner__share">
          <label htmlFor="planner-share-url">{t('tools.planner.shareLink')}</label>
          <input
            id="planner-share-url"
            type="url"
            readOnly
            value={shareUrl}
            onFocus={(e) => e.target.select()}
            data-testid="planner-share-url"
          />
        </div>
      )}
      <p role="status">{copyMessage}</p>
    </>
  );
}
