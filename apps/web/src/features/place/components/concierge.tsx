import { CHAT_INTENTS, type ChatIntent, type Place } from '@swiss/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatForm } from '../../../components/chat-form';
import { VoiceToggle } from '../../../components/voice-toggle';
import { useChat } from '../../../lib/chat/use-chat';
import { saveVoiceId, selectedVoiceId, speakReply, useVoices } from '../../../lib/speech';
import { titleTheme } from '../guidance';
import { AnswerActions } from './answer-actions';

export function Concierge({ place }: { place: Place }) {
  const { t, i18n } = useTranslation();
  const voices = useVoices();
  const [voiceOn, setVoiceOn] = useState(false);
  const [voiceId, setVoiceId] = useState(selectedVoiceId);
  const [status, setStatus] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const serverVoice = voices.data?.tts_available === true;
  // A quick-ask chip sends its intent: the server answers from that section of the page.
  const chat = useChat<ChatIntent | undefined>({
    session: () => `place_${place.id}_concierge`,
    subject: (intent) => ({ location_id: place.id, ...(intent ? { intent } : {}) }),
    stream: true,
    failure: { answer: () => t(`place.concierge.fallback.${titleTheme(place)}`, { title: place.title }) },
    speak: voiceOn ? (text, language) => void speakReply(text, language, { serverVoice }) : undefined,
  });
  const { draft, setDraft, pending } = chat;
  // Newest first (spec); the answer under way is shown apart while it is written.
  const items = chat.exchanges.filter((e) => !e.pending).reverse();
  const partial = chat.exchanges.find((e) => e.pending);

  const ask = (question: string, intent?: ChatIntent) => {
    const message = question.trim();
    if (!message || pending) return;
    if (!navigator.onLine) {
      // Live answers need the server: keep the question for when the connection is back.
      setDraft(message);
      setStatus(t('place.concierge.offline'));
      return;
    }
    setStatus('');
    setDraft('');
    void chat.send(message, intent);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(draft);
  };

  const listen = async () => {
    const heard = await chat.listen();
    if (heard) ask(heard);
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(t('place.concierge.copied'));
    } catch {
      setStatus(t('place.concierge.copyFailed'));
    }
  };

  return (
    <section className="section concierge" aria-labelledby="concierge-title" data-testid="concierge">
      <h2 id="concierge-title" className="section__title">
        {t('place.concierge.title')}
      </h2>
      <p className="muted">{t('place.concierge.intro')}</p>
      <div className="concierge__voice">
        <VoiceToggle
          checked={voiceOn}
          onChange={setVoiceOn}
          label={t('place.concierge.voiceOn')}
          testId="concierge-voice"
        />
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
        chat={chat}
        onSubmit={submit}
        testId="concierge"
        inputRef={inputRef}
      >
        <button
          type="button"
          className="button button--secondary"
          disabled={!voiceOn || pending || chat.listening}
          onClick={() => void listen()}
          data-testid="concierge-listen"
        >
          {chat.listening ? t('place.concierge.listening') : t('place.concierge.askByVoice')}
        </button>
      </ChatForm>
      <div className="concierge__chips" role="group" aria-label={t('place.concierge.quickAsks')}>
        {CHAT_INTENTS.map((key) => (
          <button
            key={key}
            type="button"
            className="concierge__chip"
            disabled={pending}
            onClick={() => ask(t(`place.concierge.quick.${key}`, { title: place.title }), key)}
            data-testid={`concierge-quick-${key}`}
          >
            {t(`place.concierge.quick.${key}`, { title: place.title })}
          </button>
        ))}
      </div>
      <p role="status" className="muted concierge__status">
        {pending ? t('place.concierge.thinking') : status}
      </p>
      {partial?.answer && (
        <div className="concierge__response" aria-hidden="true" data-testid="concierge-partial">
          <p className="concierge__question">
            <strong>{partial.question}</strong>
          </p>
          <p>{partial.answer}</p>
        </div>
      )}
      <ol className="concierge__responses" aria-live="polite" data-testid="concierge-responses">
        {items.map((item) => (
          <li key={item.id} className="concierge__response" data-testid="concierge-response">
            <p className="concierge__question">
              <strong>{item.question}</strong>{' '}
              <time dateTime={item.answeredAt} className="muted">
                {new Date(item.answeredAt ?? item.askedAt).toLocaleTimeString(i18n.language, {
                  hour: '2-digit',
                  minute: '2-digit',
                })}
              </time>
            </p>
            <p data-testid="concierge-answer" lang={item.language}>
              {item.answer}
            </p>
            {item.isFallback && <p className="muted">{t('place.concierge.fallbackNote')}</p>}
            <AnswerActions
              place={place}
              answer={item.answer}
              sources={item.sources}
              onCopy={(text) => void copy(text)}
              onAskAgain={() => {
                setDraft(t('place.concierge.followUp', { question: item.question }));
                inputRef.current?.focus();
              }}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
