import {
  PHRASEBOOK,
  TRANSLATOR_LANGUAGES,
  TRANSLATOR_SPEECH_LOCALES,
  type TranslatorLanguage,
} from '@swiss/content/tools';
import { useTranslation } from 'react-i18next';
import { speakReply } from '../../../lib/speech';
import { oneOf, useToolChoice } from '../tool-state';

/** Language tags of the phrases, so screen readers pronounce them in the right language. */
const PHRASE_LANG: Record<TranslatorLanguage, string> = { de: 'de-CH', fr: 'fr-CH', it: 'it-CH', rm: 'rm' };

/** Six phrases per language with meaning and pronunciation; spoken by the browser where it has a voice. */
export function TranslatorTool() {
  const { t } = useTranslation();
  const [lang, setLang] = useToolChoice<TranslatorLanguage>('translatorLang', 'de', oneOf(TRANSLATOR_LANGUAGES));
  const canSpeak = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const voiceLang = lang === 'rm' ? null : lang;
  const hasVoice = TRANSLATOR_SPEECH_LOCALES[lang] !== null && canSpeak;
  const whyNot = lang === 'rm' ? t('tools.translator.noRomanshVoice') : t('tools.translator.noSpeech');
  return (
    <>
      <h2>{t('tools.translator.title')}</h2>
      <fieldset className="tools__choices">
        <legend>{t('tools.translator.language')}</legend>
        {TRANSLATOR_LANGUAGES.map((code) => (
          <label key={code} className="tools__choice">
            <input
              type="radio"
              name="translator-language"
              value={code}
              checked={lang === code}
              onChange={() => setLang(code)}
            />
            {t(`tools.translator.languages.${code}`)}
          </label>
        ))}
      </fieldset>
      {!hasVoice && (
        <p className="notice" id="speak-unavailable" data-testid="speak-unavailable">
          {whyNot}
        </p>
      )}
      <ul className="tools__phrases" data-testid="phrases">
        {PHRASEBOOK[lang].map((phrase) => (
          <li key={phrase.en} className="tools__phrase">
            <p className="tools__phrase-local" lang={PHRASE_LANG[lang]}>
              {phrase.local}
            </p>
            <p>
              <span className="muted">{t('tools.translator.meaning')}:</span> <span lang="en">{phrase.en}</span>
            </p>
            <p>
              <span className="muted">{t('tools.translator.pronunciation')}:</span> {phrase.pronunciation}
            </p>
            <button
              type="button"
              className="button button--secondary"
              disabled={!hasVoice}
              aria-describedby={hasVoice ? undefined : 'speak-unavailable'}
              aria-label={t('tools.translator.speakLabel', { phrase: phrase.local })}
              onClick={() => {
                if (voiceLang) void speakReply(phrase.local, voiceLang, { serverVoice: false, rate: 0.85 });
              }}
            >
              {t('tools.translator.speak')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
