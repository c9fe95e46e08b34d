import type { Place } from '@swiss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatForm } from '../../../components/chat-form';
import { VoiceToggle } from '../../../components/voice-toggle';
import { useChat } from '../../../lib/chat/use-chat';
import { speakReply, useVoices } from '../../../lib/speech';
import { VoiceSelect } from './voice-select';

/** Chat message (older place chat, spec entity): sender, text, time. */
interface ChatMessage {
  key: string;
  sender: 'User' | 'AI Guide';
  message: string;
  timestamp: string;
}

/** The older place chat: the server answers from this place's own data (location_id), never the prompt. */
export function PlaceChat({ place }: { place: Place }) {
  const { t, i18n } = useTranslation();
  const voices = useVoices();
  const serverVoice = voices.data?.tts_available === true;
  // The spec's prefix: each visit starts a new conversation (the time of opening is part of it).
  const [opened] = useState(() => Date.now());
  const [speak, setSpeak] = useState(false);
  const chat = useChat({
    session: () => `place_${place.id}_${opened}`,
    subject: () => ({ location_id: place.id }),
    failure: { answer: () => t('older.chat.failure') },
    speak: speak ? (text, language) => void speakReply(text, language, { serverVoice }) : undefined,
  });
  const sending = chat.pending;
  const messages: ChatMessage[] = chat.exchanges.flatMap((e) => [
    { key: `${e.id}-user`, sender: 'User' as const, message: e.question, timestamp: e.askedAt },
    ...(e.answeredAt
      ? [{ key: `${e.id}-guide`, sender: 'AI Guide' as const, message: e.answer, timestamp: e.answeredAt }]
      : []),
  ]);

  return (
    <section className="section panel older-chat" aria-labelledby="older-chat-title" data-testid="older-chat">
      <h2 id="older-chat-title" className="section__title">
        {t('older.chat.title')}
      </h2>
      <p className="muted">{t('older.chat.intro', { title: place.title })}</p>
      <div className="older-chat__voice">
        <VoiceToggle checked={speak} onChange={setSpeak} label={t('older.chat.speak')} testId="older-chat-speak" />
        <VoiceSelect serverVoice={serverVoice} />
      </div>
      <div role="log" aria-live="polite" data-testid="older-chat-messages">
        <ol className="older-chat__messages">
          {messages.map((m) => (
            <li
              key={m.key}
              className={`older-chat__message older-chat__message--${m.sender === 'User' ? 'user' : 'guide'}`}
              data-testid={m.sender === 'User' ? 'older-chat-user' : 'older-chat-guide'}
            >
              <span className="older-chat__sender">
                {m.sender === 'User' ? t('older.chat.you') : t('older.chat.guide')}
              </span>{' '}
              <time dateTime={m.timestamp} className="muted">
                {new Date(m.timestamp).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}
              </time>
              <p>{m.message}</p>
            </li>
          ))}
        </ol>
      </div>
      {messages.length === 0 && <p className="muted">{t('older.chat.empty')}</p>}
      {sending && (
        <p role="status" className="muted">
          {t('older.chat.sending')}
        </p>
      )}
      <ChatForm
        className="older-chat__form"
        label={t('older.chat.label', { title: place.title })}
        placeholder={t('older.chat.placeholder', { title: place.title })}
        sendLabel={t('older.chat.send')}
        chat={chat}
        onSubmit={chat.submit}
        testId="older-chat"
      />
    </section>
  );
}
