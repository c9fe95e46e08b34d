import { languageSchema } from '@swiss/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { speakReply } from '../../../lib/speech';

const speechAvailable = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

/** The ARIA popup (spec §2): guidance, Listen/Stop reads it aloud with the browser's voice, Thanks closes. */
export function AriaPopup({ text, onThanks }: { text: string; onThanks: () => void }) {
  const { t, i18n } = useTranslation();
  const [speaking, setSpeaking] = useState(false);

  // Speech synthesis has no promise: the button turns back to Listen once the browser is quiet.
  useEffect(() => {
    if (!speaking) return;
    const timer = window.setInterval(() => {
      if (!window.speechSynthesis.speaking) setSpeaking(false);
    }, 400);
    return () => window.clearInterval(timer);
  }, [speaking]);
  useEffect(() => () => (speechAvailable() ? window.speechSynthesis.cancel() : undefined), []);

  const toggle = () => {
    if (speaking) {
      window.speechSynthesis.cancel();
      setSpeaking(false);
      return;
    }
    const lang = languageSchema.safeParse(i18n.language.slice(0, 2));
    void speakReply(text, lang.success ? lang.data : 'en', { serverVoice: false });
    setSpeaking(true);
  };

  return (
    <section className="arqive-aria" aria-labelledby="arqive-aria-title" data-testid="arqive-aria">
      <h2 id="arqive-aria-title">
        <span aria-hidden="true">🤖 </span>
        {t('aira.arqive.aria.title')}
      </h2>
      <p>{text}</p>
      <div className="aira-actions">
        {speechAvailable() ? (
          <button type="button" className="aira-button" aria-pressed={speaking} onClick={toggle}>
            {speaking ? t('aira.arqive.aria.stop') : t('aira.arqive.aria.listen')}
          </button>
        ) : (
          <p className="arqive__muted">{t('aira.arqive.aria.noSpeech')}</p>
        )}
        <button
          type="button"
          className="aira-button aira-button--ghost"
          onClick={() => {
            if (speechAvailable()) window.speechSynthesis.cancel();
            onThanks();
          }}
        >
          {t('aira.arqive.aria.thanks')}
        </button>
      </div>
    </section>
  );
}
