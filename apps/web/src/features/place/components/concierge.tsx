import type { Place } from '@swiss/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatForm } from '../../../components/chat-form';
import { streamAi } from '../../../lib/ai-chat';
import { resolveLanguage } from '../../../lib/i18n';
import {
  recognizeOnce,
  saveVoiceId,
  selectedVoiceId,
  speakReply,
  speechRecognitionSupported,
  SPEECH_UNSUPPORTED_MESSAGE,
  useVoices,
} from '../../../lib/speech';
import { trip, useTrip } from '../../../lib/trip';
import { titleTheme } from '../guidance';
import { openDirections } from './links';

/** An AI response item (spec): question, response, time, whether it is a canned fallback. */
interface ResponseItem {
  id: number;
  question: string;
  response: string;
  timestamp: string;
  isFallback: boolean;
  sources: { title: string; url: string }[];
}

const QUICK_ASKS = ['gettingThere', 'bestTime', 'history', 'sustainable', 'photos', 'events'] as const;

export function Concierge({ place }: { place: Place }) {
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const voices = useVoices();
  const tripItems = useTrip();
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [listening, setListening] = useState(false);
  const [voiceOn, setVoiceOn] = useState(false);
  const [voiceId, setVoiceId] = useState(selectedVoiceId);
  const [items, setItems] = useState<ResponseItem[]>([]);
  const [status, setStatus] = useState('');
  const [partial, setPartial] = useState<{ question: string; text: string } | undefined>();
  const nextId = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const serverVoice = voices.data?.tts_available === true;

  const ask = async (question: string) => {
    const message = question.trim();
    if (!message || pending) return;
    if (!navigator.onLine) {
      // Live answers need the server: keep the question for when the connection is back.
      setDraft(message);
      setStatus(t('place.concierge.offline'));
      return;
    }
    setStatus('');
    setPending(true);
    setDraft('');
    let item: Omit<ResponseItem, 'id' | 'timestamp'>;
    try {
      setPartial({ question: message, text: '' });
      const answer = await streamAi(
        { message, location_id: place.id, language, session_id: `place_${place.id}_concierge` },
        (text) => setPartial({ question: message, text }),
      );
      item = { question: message, response: answer.response, isFallback: answer.isFallback, sources: answer.sources };
    } catch {
      const theme = titleTheme(place);
      item = {
        question: message,
        response: t(`place.concierge.fallback.${theme}`, { title: place.title }),
        isFallback: true,
        sources: [],
      };
    }
    setPartial(undefined);
    setItems((list) => [{ ...item, id: (nextId.current += 1), timestamp: new Date().toISOString() }, ...list]);
    setPending(false);
    if (voiceOn) void speakReply(item.response, language, { serverVoice });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(draft);
  };

  const listen = async () => {
    if (!speechRecognitionSupported()) {
      window.alert(SPEECH_UNSUPPORTED_MESSAGE);
      return;
    }
    setListening(true);
    const heard = await recognizeOnce(language).catch(() => '');
    setListening(false);
    if (heard) await ask(heard);
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(t('place.concierge.copied'));
    } catch {
      setStatus(t('place.concierge.copyFailed'));
    }
  };

  const inTrip = tripItems.some((i) => i.id === place.id);

  return (
    <section className="section concierge" aria-labelledby="concierge-title" data-testid="concierge">
      <h2 id="concierge-title" className="section__title">
        {t('place.concierge.title')}
      </h2>
      <p className="muted">{t('place.concierge.intro')}</p>
      <div className="concierge__voice">
        <label className="toggle">
          <input
            type="checkbox"
            checked={voiceOn}
            onChange={(e) => setVoiceOn(e.target.checked)}
            data-testid="concierge-voice"
          />{' '}
          {t('place.concierge.voiceOn')}
        </label>
        {serverVoice && voices.data && (
          <label>
            {t('place.concierge.voice')}{' '}
            <select
              value={voiceId}
              onChange={(e) => {
                setVoiceId(e.target.value);
                saveVoiceId(e.target.value);
              }}
            >
              {voices.data.voices.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name} ({v.accent}, {t(`place.concierge.gender.${v.gender}`)})
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <ChatForm
        className="concierge__form"
        label={t('place.concierge.label', { title: place.title })}
        placeholder={t('place.concierge.placeholder', { title: place.title })}
        sendLabel={t('place.concierge.send')}
        draft={draft}
        onDraftChange={setDraft}
        pending={pending}
        onSubmit={submit}
        testId="concierge"
        inputRef={inputRef}
      >
        <button
          type="button"
          className="button button--secondary"
          disabled={!voiceOn || pending || listening}
          onClick={() => void listen()}
          data-testid="concierge-listen"
        >
          {listening ? t('place.concierge.listening') : t('place.concierge.askByVoice')}
        </button>
      </ChatForm>
      <div className="concierge__chips" role="group" aria-label={t('place.concierge.quickAsks')}>
        {QUICK_ASKS.map((key) => (
          <button
            key={key}
            type="button"
            className="concierge__chip"
            disabled={pending}
            onClick={() => void ask(t(`place.concierge.quick.${key}`, { title: place.title }))}
            data-testid={`concierge-quick-${key}`}
          >
            {t(`place.concierge.quick.${key}`, { title: place.title })}
          </button>
        ))}
      </div>
      <p role="status" className="muted concierge__status">
        {pending ? t('place.concierge.thinking') : status}
      </p>
      {partial?.text && (
        <div className="concierge__response" aria-hidden="true" data-testid="concierge-partial">
          <p className="concierge__question">
            <strong>{partial.question}</strong>
          </p>
          <p>{partial.text}</p>
        </div>
      )}
      <ol className="concierge__responses" aria-live="polite" data-testid="concierge-responses">
        {items.map((item) => (
          <li key={item.id} className="concierge__response" data-testid="concierge-response">
            <p className="concierge__question">
              <strong>{item.question}</strong>{' '}
              <time dateTime={item.timestamp} className="muted">
                {new Date(item.timestamp).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}
              </time>
            </p>
            <p data-testid="concierge-answer">{item.response}</p>
            {item.isFallback && <p className="muted">{t('place.concierge.fallbackNote')}</p>}
            <div className="button-row">
              <button type="button" className="button button--secondary" onClick={() => void copy(item.response)}>
                {t('place.concierge.copy')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={inTrip}
                onClick={() => trip.add({ id: place.id, name: place.title, type: place.type })}
              >
                {inTrip ? t('place.inTrip') : t('place.concierge.addToTrip')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => openDirections(place)}>
                {t('place.concierge.directions')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setDraft(t('place.concierge.followUp', { question: item.question }));
                  inputRef.current?.focus();
                }}
              >
                {t('place.concierge.askAgain')}
              </button>
              {item.sources.map((source) => (
                <a
                  key={source.url}
                  className="button button--secondary"
                  href={source.url}
                  target={source.url.startsWith('/') ? undefined : '_blank'}
                  rel="noopener noreferrer"
                >
                  {t('place.concierge.source', { title: source.title })}
                </a>
              ))}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
