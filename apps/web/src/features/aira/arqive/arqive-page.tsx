import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDeviceStore } from '../../../lib/device-store';
import { airaThemeStore, airaThemeStyle } from '../lib/themes';
import { startDetection } from '../position/position-store';
import { welcomeSeenStore } from './display-name';
import { NeuralView } from './neural-view';
import { RealityView } from './reality-view';
import { RoomView } from './room-view';
import { StreamView } from './stream-view';
import { WelcomeDialog } from './welcome-dialog';
import './arqive.css';

export const ARQIVE_VIEWS = ['neural', 'stream', 'reality'] as const;
export type ArqiveView = (typeof ARQIVE_VIEWS)[number];

/**
 * ARQive at /aira/arqive (spec §2; DEVIATIONS 12, 13): the bottom navigation Neural / Stream / Reality
 * switches real views kept in the URL (?view=), and a joined room is ?room=<id>, so refresh and shared
 * links land on the same view.
 */
export function ArqivePage() {
  const { t } = useTranslation();
  const theme = useDeviceStore(airaThemeStore);
  const welcomeSeen = useDeviceStore(welcomeSeenStore);
  const [params, setParams] = useSearchParams();
  const roomId = params.get('room');
  const asked = params.get('view');
  const view: ArqiveView = ARQIVE_VIEWS.find((v) => v === asked) ?? 'neural';
  useEffect(() => startDetection(), []);
  const go = (next: ArqiveView, options?: { capture: boolean }) =>
    setParams(options?.capture ? { view: next, capture: '1' } : { view: next });

  return (
    <div className="aira arqive" data-theme={theme} style={airaThemeStyle(theme)} data-testid="arqive">
      {roomId ? (
        <RoomView key={roomId} roomId={roomId} onLeave={() => setParams({ view: 'stream' })} />
      ) : (
        <>
          <header className="arqive__header">
            <Link to="/aira" className="aira-button aira-button--ghost" data-testid="arqive-back">
              {t('aira.arqive.back')}
            </Link>
            <h1>{t('aira.arqive.title')}</h1>
          </header>
          <main className="arqive__main" id="arqive-view" aria-label={t(`aira.arqive.nav.${view}`)}>
            {view === 'neural' && <NeuralView onGo={go} />}
            {view === 'stream' && <StreamView onJoinRoom={(id) => setParams({ room: id })} />}
            {view === 'reality' && (
              <RealityView
                captureAtStart={params.get('capture') === '1'}
                onCaptured={() => setParams({ view: 'reality' }, { replace: true })}
              />
            )}
          </main>
          <nav className="arqive__nav" aria-label={t('aira.arqive.nav.label')}>
            {ARQIVE_VIEWS.map((v) => (
              <button
                key={v}
                type="button"
                className="arqive__nav-button"
                aria-current={v === view ? 'page' : undefined}
                data-testid={`arqive-nav-${v}`}
                onClick={() => go(v)}
              >
                <span aria-hidden="true">{v === 'neural' ? '🧠' : v === 'stream' ? '📡' : '🕶️'}</span>
                {t(`aira.arqive.nav.${v}`)}
              </button>
            ))}
          </nav>
        </>
      )}
      {!welcomeSeen && <WelcomeDialog onStart={() => welcomeSeenStore.set(true)} />}
    </div>
  );
}
