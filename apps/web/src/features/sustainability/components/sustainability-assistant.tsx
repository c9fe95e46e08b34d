import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatForm } from '../../../components/chat-form';
import { streamAi } from '../../../lib/ai-chat';
import { resolveLanguage } from '../../../lib/i18n';

/** Spec: sustainability chat message = id, user, ai. */
interface SustainabilityMessage {
  id: number;
  user: string;
  ai: string;
  pending: boolean;
}

/** Answers from the sustainability data of every place (topic "sustainability"). */
export function SustainabilityAssistant() {
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const [messages, setMessages] = useState<SustainabilityMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [failed, setFailed] = useState(false);
  const nextId = useRef(0);
  const pending = messages.some((m) => m.pending);
  const suggestions = t('sustainability.assistant.suggestions', { returnObjects: true }) as unknown as string[];

  const ask = async (text: string) => {
    const message = text.trim();
    if (!message || pending) return;
    const id = (nextId.current += 1);
    const update = (patch: Partial<SustainabilityMessage>) =>
      setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...patch } : m)));
    setFailed(false);
    setDraft('');
    setMessages((list) => [...list, { id, user: message, ai: '', pending: true }]);
    try {
      const answer = await streamAi(
        { message, topic: 'sustainability', language, session_id: 'sustainability' },
        (soFar) => update({ ai: soFar }),
      );
      update({ ai: answer.response, pending: false });
    } catch {
      // The question stays visible; the error says the assistant is unavailable.
      setMessages((list) => list.filter((m) => m.id !== id));
      setFailed(true);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(draft);
  };
  const lastDone = messages.filter((m) => !m.pending).at(-1);

  return (
    <section className="panel eco-assistant" aria-labelledby="eco-assistant-title" data-testid="eco-assistant">
      <h2 id="eco-assistant-title">{t('sustainability.assistant.title')}</h2>
      <p>{t('sustainability.assistant.intro')}</p>
      <div className="eco-assistant__chips" role="group" aria-label={t('sustainability.assistant.chips')}>
        {suggestions.map((s, i) => (
          <button
            key={s}
            type="button"
            className="eco-assistant__chip"
            disabled={pending}
            onClick={() => void ask(s)}
            data-testid={`eco-suggestion-${i}`}
          >
            {s}
          </button>
        ))}
      </div>
      <ol
        className="eco-assistant__messages"
        tabIndex={0}
        aria-label={t('sustainability.assistant.log')}
        data-testid="eco-messages"
      >
        {messages.length === 0 && <li className="eco-assistant__empty">{t('sustainability.assistant.empty')}</li>}
        {messages.map((m) => (
          <li key={m.id} className="eco-assistant__message" data-testid="eco-message">
            <p className="eco-assistant__user">
              <span className="visually-hidden">{t('sustainability.assistant.you')}: </span>
              {m.user}
            </p>
            <p className="eco-assistant__ai" data-testid="eco-answer">
              <span className="visually-hidden">{t('sustainability.assistant.assistant')}: </span>
              {m.pending && !m.ai ? <em>{t('sustainability.assistant.thinking')}</em> : m.ai}
            </p>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">
        {lastDone?.ai ?? ''}
      </p>
      {failed && (
        <p className="error-panel" role="alert" data-testid="eco-error">
          {t('sustainability.assistant.error')}
        </p>
      )}
      <ChatForm
        className="eco-assistant__form"
        label={t('sustainability.assistant.label')}
        placeholder={t('sustainability.assistant.placeholder')}
        sendLabel={t('sustainability.assistant.send')}
        draft={draft}
        onDraftChange={setDraft}
        pending={pending}
        onSubmit={submit}
        testId="eco"
      />
    </section>
  );
}
