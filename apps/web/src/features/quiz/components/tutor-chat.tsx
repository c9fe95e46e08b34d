import { SPEECH_LOCALES, type V2QuizQuestion } from '@swiss/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatForm } from '../../../components/chat-form';
import { askAi } from '../../../lib/ai-chat';
import { resolveLanguage } from '../../../lib/i18n';

interface Message {
  id: number;
  from: 'visitor' | 'tutor';
  text: string;
}

/** The spec's tutor reads replies with browser speech synthesis at a slower rate. */
const TUTOR_SPEECH_RATE = 0.85;

function speak(text: string, locale: string): void {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = locale;
  utterance.rate = TUTOR_SPEECH_RATE;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

/**
 * "Swiss Encyclopedia": questions about the current quiz question, answered by the server from
 * the question's own insight and fun fact (it says so when they do not cover the question).
 */
export function TutorChat({ question }: { question: V2QuizQuestion }) {
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [readAloud, setReadAloud] = useState(false);
  const [messages, setMessages] = useState<Message[]>([]);
  const nextId = useRef(0);
  const panelId = useId();
  const canSpeak = typeof window !== 'undefined' && 'speechSynthesis' in window;

  const append = (from: Message['from'], text: string) =>
    setMessages((list) => [...list, { id: (nextId.current += 1), from, text }]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message || pending) return;
    append('visitor', message);
    setDraft('');
    setPending(true);
    let reply: string;
    try {
      const answer = await askAi({ message, question_id: question.id, language, session_id: `quiz_${question.id}` });
      reply = answer.response;
    } catch {
      reply = t('quiz.tutor.failed');
    }
    append('tutor', reply);
    setPending(false);
    if (readAloud) speak(reply, SPEECH_LOCALES[language]);
  };

  return (
    <div className="tutor">
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-testid="tutor-toggle"
      >
        {t('quiz.tutor.title')}
      </button>
      <div id={panelId} className="tutor__panel" hidden={!open} data-testid="tutor-panel">
        <p className="tutor__intro">{t('quiz.tutor.intro')}</p>
        <ol className="tutor__messages" role="log" aria-live="polite" aria-label={t('quiz.tutor.title')}>
          {messages.map((m) => (
            <li key={m.id} className={`tutor__message tutor__message--${m.from}`} data-testid={`tutor-${m.from}`}>
              <span className="visually-hidden">{t(`quiz.tutor.from.${m.from}`)}: </span>
              {m.text}
            </li>
          ))}
          {pending && <li className="tutor__message tutor__message--pending">{t('quiz.tutor.thinking')}</li>}
        </ol>
        <ChatForm
          className="tutor__form"
          inputClassName="input"
          label={t('quiz.tutor.label')}
          placeholder={t('quiz.tutor.placeholder')}
          sendLabel={t('quiz.tutor.send')}
          draft={draft}
          onDraftChange={setDraft}
          pending={pending}
          onSubmit={(e) => void send(e)}
          testId="tutor"
        />
        {canSpeak && (
          <label className="tutor__speak">
            <input type="checkbox" checked={readAloud} onChange={(e) => setReadAloud(e.target.checked)} />{' '}
            {t('quiz.tutor.readAloud')}
          </label>
        )}
      </div>
    </div>
  );
}
