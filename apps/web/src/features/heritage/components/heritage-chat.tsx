import type { HeritageFilter } from '@swiss/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatForm } from '../../../components/chat-form';
import type { HeritageMessage } from '../hooks/use-heritage-chat';

/** Spec: the heritage chat shows the last 3 messages. */
export const HERITAGE_CHAT_VISIBLE = 3;

interface Props {
  /** The chosen filter; undefined until a chip is pressed (the panel is inactive). */
  filter: HeritageFilter | undefined;
  messages: HeritageMessage[];
  pending: boolean;
  onAsk: (filter: HeritageFilter, text: string) => void;
}

export function HeritageChat({ filter, messages, pending, onAsk }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');

  if (!filter) {
    return (
      <section className="panel heritage-chat" aria-labelledby="heritage-chat-title" data-testid="heritage-chat">
        <h2 id="heritage-chat-title">{t('heritage.chat.title')}</h2>
        <p>{t('heritage.chat.inactive')}</p>
      </section>
    );
  }

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || pending) return;
    setDraft('');
    onAsk(filter, text);
  };
  const lastDone = messages.filter((m) => !m.pending).at(-1);

  return (
    <section
      className="panel heritage-chat heritage-chat--active"
      aria-labelledby="heritage-chat-title"
      data-testid="heritage-chat"
    >
      <h2 id="heritage-chat-title">{t('heritage.chat.title')}</h2>
      <ol
        className="heritage-chat__messages"
        tabIndex={0}
        aria-label={t('heritage.chat.log')}
        data-testid="heritage-messages"
      >
        {messages.slice(-HERITAGE_CHAT_VISIBLE).map((m) => (
          <li key={m.id} className="heritage-chat__message" data-testid="heritage-message">
            <p className="heritage-chat__user">
              <span className="visually-hidden">{t('heritage.chat.you')}: </span>
              {m.user}
            </p>
            <p className="heritage-chat__ai" data-testid="heritage-answer">
              <span className="visually-hidden">{t('heritage.chat.guide')}: </span>
              {m.pending && !m.ai ? <em>{t('heritage.chat.thinking')}</em> : m.ai}
            </p>
            {m.isFallback && (
              <p className="heritage-chat__fallback" data-testid="heritage-fallback">
                {t('heritage.chat.fallback')}
              </p>
            )}
          </li>
        ))}
      </ol>
      {/* Announces finished answers only, not every streamed fragment. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {lastDone?.ai ?? ''}
      </p>
      <ChatForm
        className="heritage-chat__form"
        label={t('heritage.chat.label')}
        placeholder={t('heritage.chat.placeholder', { filter: t(`heritage.filters.${filter}`) })}
        sendLabel={t('heritage.chat.send')}
        draft={draft}
        onDraftChange={setDraft}
        pending={pending}
        onSubmit={send}
        testId="heritage"
      />
    </section>
  );
}
