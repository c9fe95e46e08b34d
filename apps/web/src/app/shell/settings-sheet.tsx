import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

const SettingsSheet = lazy(async () => ({ default: (await import('./sheets')).SettingsSheet }));

/** The settings button of the top bar and its sheet (theme and language), loaded when first opened. */
export function SettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
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
        <Suspense fallback={null}>
          <SettingsSheet onClose={close} />
        </Suspense>
      )}
    </>
  );
}
