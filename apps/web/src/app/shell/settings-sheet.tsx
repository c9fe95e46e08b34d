import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { LanguageSelect } from './language-select';
import { Sheet } from './sheet';
import { ThemeSelect } from './theme-select';

/** The settings button of the top bar and its sheet: theme and language. */
export function SettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="top-bar__action"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="settings-button"
      >
        <Icon name="settings" />
        <span className="top-bar__action-label">{t('settings.open')}</span>
      </button>
      {open && (
        <Sheet title={t('settings.title')} onClose={() => setOpen(false)} testId="settings-sheet">
          <div className="sheet__fields">
            <ThemeSelect />
            <LanguageSelect />
          </div>
        </Sheet>
      )}
    </>
  );
}
