import { STORAGE_KEYS } from '@swiss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '../../../lib/storage';

/** The sustainability lens switch, remembered on the device. */
export function useLens(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => storage.get(STORAGE_KEYS.lens) === 'on');
  return [
    on,
    (next) => {
      setOn(next);
      storage.set(STORAGE_KEYS.lens, next ? 'on' : 'off');
    },
  ];
}

export function LensToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <label className="toggle">
      <input type="checkbox" checked={on} onChange={(e) => onChange(e.target.checked)} data-testid="lens-toggle" />
      <span>{t('lens.toggle')}</span>
    </label>
  );
}
