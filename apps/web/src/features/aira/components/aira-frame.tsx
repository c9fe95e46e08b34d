import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useDeviceStore } from '../../../lib/device-store';
import { airaThemeStore, airaThemeStyle } from '../lib/themes';
import { startDetection } from '../position/position-store';
import { AiraHeader } from './aira-header';

/** AIRA's themed container with its header; starts the position detection once per visit. */
export function AiraFrame({ children }: { children: ReactNode }) {
  const theme = useDeviceStore(airaThemeStore);
  useEffect(() => startDetection(), []);
  return (
    <div className="aira" data-theme={theme} style={airaThemeStyle(theme)} data-testid="aira">
      <AiraHeader />
      {children}
    </div>
  );
}
