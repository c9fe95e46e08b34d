import type { Place } from '@swiss/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatForm } from '../../../components/chat-form';
import { askAi } from '../../../lib/ai-chat';
import { resolveLanguage } from '../../../lib/i18n';
import { speakReply, useVoices } from '../../../lib/speech';
import { VoiceSelect } from './voice-select';

/** Chat message (older place chat, spec entities). */
interface ChatMessage {
  id: number;
  sender: 'User' | 'AI Guide';
  message: string;
  timestamp: string;
  inputType: 'voice' | 'text';
  hasVoice: boolean;
}

/** The older place chat: the server answers from this place's own data (location_id), never the prompt. */
export function PlaceChat({ place }: { place: Place }) {
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const voices = useVoices();
  const serverVoice = voices.data?.tts_available === true;
  const [sessionId] = useState(() => `place_${place.id}_${Date.now()}`);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [speak, setSpeak] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const nextId = useRef(0);

  const append = (sender: ChatMessage['sender'], message: string, hasVoice: boolean) =>
    setMessages((list) => [
      ...list,
      { id: (nextId.current += 1), sender, message, timestamp: new Date().toISOString(), inputType: 'text', hasVoice },
    ]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message || sending) return;
    append('User', message, false);
    setDraft('');
    setSending(true);
    let reply: string;
    try {
      reply = (await askAi({ message, location_id: place.id, language, session_id: sessionId })).response;
    } catch {
      reply = t('older.chat.failure');
    }
    append('AI Guide', reply, speak);
    setSending(false);
    if (speak) void speakReply(reply, language, { serverVoice });
  };

  return (
    <section className="section panel older-chat" aria-labelledby="older-chat-title" data-testid="older-chat">
      <h2 id="older-chat-title" className="section__title">
        {t('older.chat.title')}
      </h2>
      <p className="muted">{t('older.chat.intro', { title: place.title })}</p>
      <div className="older-chat__voice">
        <label className="toggle">
          <input
            type="checkbox"
            checked={speak}
            onChange={(e) => setSpeak(e.target.checked)}
            data-testid="older-chat-speak"
          />{' '}
          {t('older.chat.speak')}
        </label>
        <VoiceSelect serverVoice={serverVoice} />
      </div>
      <div role="log" aria-live="polite" data-testid="older-chat-messages">
        <ol className="older-chat__messages">
          {messages.map((m) => (
            <li
              key={m.id}
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
        draft={draft}
        onDraftChange={setDraft}
        pending={sending}
        onSubmit={(e) => void send(e)}
        testId="older-chat"
      />
    </section>
  );
}
