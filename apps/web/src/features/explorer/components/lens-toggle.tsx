import { STORAGE_KEYS } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { defineDeviceStore, useDeviceStore } from '../../../lib/device-store';

const lensStore = defineDeviceStore({
  key: STORAGE_KEYS.lens,
  format: 'text',
  schema: z.enum(['on', 'off']),
  fallback: 'off',
});

/** The sustainability lens switch, remembered on the device. */
export function useLens(): [boolean, (on: boolean) => void] {
  const on = useDeviceStore(lensStore) === 'on';
  return [on, (next) => lensStore.set(next ? 'on' : 'off')];
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
