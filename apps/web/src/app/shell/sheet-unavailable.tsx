import { useTranslation } from 'react-i18next';

/** Said when a sheet's code cannot be loaded (offline before it was ever cached); a later tap retries. */
export function SheetUnavailable() {
  const { t } = useTranslation();
  return (
    <p className="sheet-unavailable" role="status" data-testid="sheet-unavailable">
      {t('settings.unavailable')}
    </p>
  );
}
