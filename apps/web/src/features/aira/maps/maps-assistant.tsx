import { useTranslation } from 'react-i18next';
import { ChatAnnouncer, ChatLog } from '../../../components/chat-log';
import { ChatForm, CHAT_FORM_BOXED } from '../../../components/chat-form';
import { askAi } from '../../../lib/chat/ai-client';
import { useChat, type ChatTransport } from '../../../lib/chat/use-chat';

/** The spec's maps assistant session prefix; the chat kernel adds the device part. */
const SESSION = 'maps_navigation';

const defaultTransport: ChatTransport = (request, signal) => askAi(request, signal);

function time(iso: string | undefined, locale: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
}

/**
 * The ARIA panel of the maps modal (spec §2, text only for now): the question goes with the position
 * through the chat kernel (the server answers from our nearest place's page and cites it); when the call fails ARIA's fallback reply stands in (§8). Each message
 * names its sender (User or ARIA) and time.
 */
export function MapsAssistant({
  position,
  transport = defaultTransport,
}: {
  position: { lat: number; lng: number };
  transport?: ChatTransport;
}) {
  const { t, i18n } = useTranslation();
  const chat = useChat({
    session: () => SESSION,
    subject: () => ({ position: { lat: position.lat, lng: position.lng } }),
    failure: { answer: () => t('aira.maps.assistant.fallback') },
    transport,
  });
  const user = t('aira.maps.assistant.user');
  const aria = t('aira.maps.assistant.aria');
  return (
    <section className="aira-maps__panel aira-maps__assistant" aria-labelledby="aira-maps-assistant-title">
      <h3 id="aira-maps-assistant-title">{t('aira.maps.assistant.title')}</h3>
      {chat.exchanges.length === 0 ? (
        <p className="aira-muted">{t('aira.maps.assistant.intro')}</p>
      ) : (
        <ChatLog
          exchanges={chat.exchanges}
          className="aira-maps__chat"
          label={t('aira.maps.assistant.log')}
          testId="aira-maps-chat"
        >
          {chat.exchanges.flatMap((exchange) => [
            <li key={`${exchange.id}-q`} className="aira-maps__message aira-maps__message--user" data-sender="User">
              <p className="aira-maps__meta">
                <strong>{user}</strong> ·{' '}
                <time dateTime={exchange.askedAt}>{time(exchange.askedAt, i18n.language)}</time>
              </p>
              <p>{exchange.question}</p>
            </li>,
            <li
              key={`${exchange.id}-a`}
              className="aira-maps__message aira-maps__message--aria"
              data-sender="ARIA"
              data-testid="aira-maps-chat-answer"
            >
              <p className="aira-maps__meta">
                <strong>{aria}</strong>
                {exchange.answeredAt && (
                  <>
                    {' '}
                    · <time dateTime={exchange.answeredAt}>{time(exchange.answeredAt, i18n.language)}</time>
                  </>
                )}
              </p>
              <p lang={exchange.language}>
                {exchange.pending && !exchange.answer ? <em>{t('aira.maps.assistant.thinking')}</em> : exchange.answer}
              </p>
              {exchange.sources.length > 0 && (
                <p className="aira-maps__meta">
                  {t('aira.maps.assistant.source')}{' '}
                  {exchange.sources.map((source, index) => (
                    <span key={source.url}>
                      {index > 0 && ', '}
                      <a href={source.url} target="_blank" rel="noopener noreferrer">
                        {source.title}
                      </a>
                    </span>
                  ))}
                </p>
              )}
            </li>,
          ])}
        </ChatLog>
      )}
      <ChatAnnouncer exchanges={chat.exchanges} />
      <ChatForm
        className={`aira-maps__form ${CHAT_FORM_BOXED}`}
        label={t('aira.maps.assistant.inputLabel')}
        placeholder={t('aira.maps.assistant.placeholder')}
        sendLabel={t('aira.maps.assistant.send')}
        chat={chat}
        onSubmit={(event) => chat.submit(event)}
        testId="aira-maps-chat"
      />
    </section>
  );
}
