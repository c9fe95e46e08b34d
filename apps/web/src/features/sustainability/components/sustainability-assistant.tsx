import { useTranslation } from 'react-i18next';
import { CHAT_FORM_BOXED, ChatForm } from '../../../components/chat-form';
import { ChatAnnouncer, ChatExchangeItem, ChatLog } from '../../../components/chat-log';
import { useChat } from '../../../lib/chat/use-chat';

/** Answers from the sustainability data of every place (topic "sustainability"). */
export function SustainabilityAssistant() {
  const { t } = useTranslation();
  const chat = useChat({
    session: () => 'sustainability',
    subject: () => ({ topic: 'sustainability' }),
    stream: true,
    // The question leaves the list; the error says the assistant is unavailable.
    failure: { error: t('sustainability.assistant.error') },
  });
  // Spec: sustainability chat message = id, user, ai.
  const messages = chat.exchanges;
  const { pending } = chat;
  const suggestions = t('sustainability.assistant.suggestions', { returnObjects: true }) as unknown as string[];

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
            onClick={() => {
              chat.setDraft(''); // as a typed question: the line starts empty again
              void chat.send(s);
            }}
            data-testid={`eco-suggestion-${i}`}
          >
            {s}
          </button>
        ))}
      </div>
      <ChatLog
        exchanges={messages}
        className="eco-assistant__messages"
        label={t('sustainability.assistant.log')}
        testId="eco-messages"
      >
        {messages.length === 0 && <li className="eco-assistant__empty">{t('sustainability.assistant.empty')}</li>}
        {messages.map((m) => (
          <ChatExchangeItem
            key={m.id}
            exchange={m}
            block="eco-assistant"
            testId="eco"
            you={t('sustainability.assistant.you')}
            guide={t('sustainability.assistant.assistant')}
            thinking={t('sustainability.assistant.thinking')}
          />
        ))}
      </ChatLog>
      <ChatAnnouncer exchanges={messages} />
      {chat.error && (
        <p className="error-panel" role="alert" data-testid="eco-error">
          {chat.error}
        </p>
      )}
      <ChatForm
        className={`${CHAT_FORM_BOXED} eco-assistant__form`}
        label={t('sustainability.assistant.label')}
        placeholder={t('sustainability.assistant.placeholder')}
        sendLabel={t('sustainability.assistant.send')}
        chat={chat}
        onSubmit={chat.submit}
        testId="eco"
      />
    </section>
  );
}
