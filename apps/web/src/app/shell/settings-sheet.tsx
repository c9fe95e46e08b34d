import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

import { SheetUnavailable } from './sheet-unavailable';
import { useSheetLoader } from './use-sheet-loader';

const loadSettingsSheet = async () => (await import('./sheets')).SettingsSheet;

/** The settings button of the top bar and its sheet (theme and language), loaded when first opened. */
export function SettingsButton() {
  const { t } = useTranslation();
  const sheet = useSheetLoader(loadSettingsSheet);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    sheet.close();
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="top-bar__action"
        aria-haspopup="dialog"
        aria-expanded={sheet.state.status === 'open'}
        onClick={sheet.open}
        data-testid="settings-button"
      >
        <Icon name="settings" />
        <span className="top-bar__action-label">{t('settings.open')}</span>
      </button>
      {sheet.state.status === 'failed' && <SheetUnavailable />}
      {sheet.state.status === 'open' && <sheet.state.Component onClose={close} />}
    </>
  );
}
