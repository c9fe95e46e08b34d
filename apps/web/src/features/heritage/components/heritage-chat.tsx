import type { HeritageFilter } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { CHAT_FORM_BOXED, ChatForm } from '../../../components/chat-form';
import { ChatAnnouncer, ChatExchangeItem, ChatLog } from '../../../components/chat-log';
import type { HeritageChatState } from '../hooks/use-heritage-chat';

/** Spec: the heritage chat shows the last 3 messages. */
export const HERITAGE_CHAT_VISIBLE = 3;

interface Props {
  /** The chosen filter; undefined until a chip is pressed (the panel is inactive). */
  filter: HeritageFilter | undefined;
  chat: HeritageChatState;
}

export function HeritageChat({ filter, chat }: Props) {
  const { t } = useTranslation();
  const messages = chat.exchanges;

  if (!filter) {
    return (
      <section className="panel heritage-chat" aria-labelledby="heritage-chat-title" data-testid="heritage-chat">
        <h2 id="heritage-chat-title">{t('heritage.chat.title')}</h2>
        <p>{t('heritage.chat.inactive')}</p>
      </section>
    );
  }

  return (
    <section
      className="panel heritage-chat heritage-chat--active"
      aria-labelledby="heritage-chat-title"
      data-testid="heritage-chat"
    >
      <h2 id="heritage-chat-title">{t('heritage.chat.title')}</h2>
      <ChatLog
        exchanges={messages}
        className="heritage-chat__messages"
        label={t('heritage.chat.log')}
        testId="heritage-messages"
      >
        {messages.slice(-HERITAGE_CHAT_VISIBLE).map((m) => (
          <ChatExchangeItem
            key={m.id}
            exchange={m}
            block="heritage-chat"
            testId="heritage"
            you={t('heritage.chat.you')}
            guide={t('heritage.chat.guide')}
            thinking={t('heritage.chat.thinking')}
          >
            {m.isFallback && (
              <p className="heritage-chat__fallback" data-testid="heritage-fallback">
                {t('heritage.chat.fallback')}
              </p>
            )}
          </ChatExchangeItem>
        ))}
      </ChatLog>
      <ChatAnnouncer exchanges={messages} />
      <ChatForm
        className={`${CHAT_FORM_BOXED} heritage-chat__form`}
        label={t('heritage.chat.label')}
        placeholder={t('heritage.chat.placeholder', { filter: t(`heritage.filters.${filter}`) })}
        sendLabel={t('heritage.chat.send')}
        chat={chat}
        onSubmit={(event) => chat.submit(event, filter)}
        testId="heritage"
      />
    </section>
  );
}
