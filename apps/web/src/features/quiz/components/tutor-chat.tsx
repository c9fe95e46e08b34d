import type { V2QuizQuestion } from '@swiss/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_FORM_BOXED, ChatForm } from '../../../components/chat-form';
import { useScrollToNewest } from '../../../components/chat-log';
import { useChat } from '../../../lib/chat/use-chat';
import { speakReply } from '../../../lib/speech';

interface Message {
  key: string;
  from: 'visitor' | 'tutor';
  text: string;
}

/** The spec's tutor reads replies with browser speech synthesis at a slower rate. */
const TUTOR_SPEECH_RATE = 0.85;

/**
 * "Swiss Encyclopedia": questions about the current quiz question, answered by the server from
 * the question's own insight and fun fact (it says so when they do not cover the question).
 */
export function TutorChat({ question }: { question: V2QuizQuestion }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [readAloud, setReadAloud] = useState(false);
  const panelId = useId();
  const canSpeak = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const chat = useChat({
    session: () => `quiz_${question.id}`,
    subject: () => ({ question_id: question.id }),
    failure: { answer: () => t('quiz.tutor.failed') },
    speak: readAloud
      ? (text, language) => void speakReply(text, language, { serverVoice: false, rate: TUTOR_SPEECH_RATE })
      : undefined,
  });
  const { pending } = chat;
  const messages: Message[] = chat.exchanges.flatMap((e) => [
    { key: `${e.id}-visitor`, from: 'visitor' as const, text: e.question },
    ...(e.pending ? [] : [{ key: `${e.id}-tutor`, from: 'tutor' as const, text: e.answer }]),
  ]);
  const log = useScrollToNewest<HTMLOListElement>(
    messages.length + (pending ? 1 : 0),
    messages.at(-1)?.text.length ?? 0,
  );

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
        <ol ref={log} className="tutor__messages" role="log" aria-live="polite" aria-label={t('quiz.tutor.title')}>
          {messages.map((m) => (
            <li key={m.key} className={`tutor__message tutor__message--${m.from}`} data-testid={`tutor-${m.from}`}>
              <span className="visually-hidden">{t(`quiz.tutor.from.${m.from}`)}: </span>
              {m.text}
            </li>
          ))}
          {pending && <li className="tutor__message tutor__message--pending">{t('quiz.tutor.thinking')}</li>}
        </ol>
        <ChatForm
          className={`${CHAT_FORM_BOXED} tutor__form`}
          inputClassName="input"
          label={t('quiz.tutor.label')}
          placeholder={t('quiz.tutor.placeholder')}
          sendLabel={t('quiz.tutor.send')}
          chat={chat}
          onSubmit={chat.submit}
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
