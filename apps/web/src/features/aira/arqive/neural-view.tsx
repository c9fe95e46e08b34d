import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AriaPopup } from './aria-popup';
import { PlaceToast } from './place-toast';
import { usePlaceVirtualObject } from './use-place-virtual';

/**
 * Neural: the tutorial screen (spec §2: place a random virtual object, enable camera, neural capture)
 * with ARIA's guidance. Camera and capture happen in the Reality view, where the camera is.
 */
export function NeuralView({ onGo }: { onGo: (view: 'stream' | 'reality', options?: { capture: boolean }) => void }) {
  const { t } = useTranslation();
  const [ariaOpen, setAriaOpen] = useState(true);
  const { place, busy, toast, ready } = usePlaceVirtualObject();
  return (
    <div className="arqive__view" data-testid="arqive-neural">
      {ariaOpen ? (
        <AriaPopup text={t('aira.arqive.aria.guidance')} onThanks={() => setAriaOpen(false)} />
      ) : (
        <button type="button" className="aira-button aira-button--ghost" onClick={() => setAriaOpen(true)}>
          {t('aira.arqive.aria.open')}
        </button>
      )}
      <section className="arqive__card" aria-labelledby="arqive-tutorial-title">
        <h2 id="arqive-tutorial-title">{t('aira.arqive.tutorial.title')}</h2>
        <ol className="arqive__steps">
          <li>
            <p>{t('aira.arqive.tutorial.placeText')}</p>
            <button
              type="button"
              className="aira-button"
              aria-disabled={busy || !ready}
              data-testid="arqive-place-virtual"
              onClick={() => {
                if (!busy) void place();
              }}
            >
              {t('aira.arqive.tutorial.place')}
            </button>
          </li>
          <li>
            <p>{t('aira.arqive.tutorial.cameraText')}</p>
            <button type="button" className="aira-button" onClick={() => onGo('reality')}>
              {t('aira.arqive.tutorial.camera')}
            </button>
          </li>
          <li>
            <p>{t('aira.arqive.tutorial.captureText')}</p>
            <button type="button" className="aira-button" onClick={() => onGo('reality', { capture: true })}>
              {t('aira.arqive.tutorial.capture')}
            </button>
          </li>
          <li>
            <p>{t('aira.arqive.tutorial.roomsText')}</p>
            <button type="button" className="aira-button aira-button--ghost" onClick={() => onGo('stream')}>
              {t('aira.arqive.tutorial.rooms')}
            </button>
          </li>
        </ol>
      </section>
      <PlaceToast toast={toast} />
    </div>
  );
}
