import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollToNewest } from '../../../components/chat-log';
import type { VoiceChat } from './kernel/use-voice-chat';
import { VoiceReply } from './voice-reply';
import './voice.css';

/**
 * AIRA's conversation (spec §3 chat message): questions, replies (with their sources) and error
 * messages, oldest first, kept at the newest. Finished replies and errors are announced politely by
 * the hidden status line; `children` (a welcome) come first.
 */
export function VoiceChatLog({
  chat,
  label,
  testId,
  className,
  children,
}: {
  chat: Pick<VoiceChat<unknown>, 'messages'>;
  label: string;
  testId: string;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const last = chat.messages.at(-1);
  const ref = useScrollToNewest<HTMLOListElement>(
    chat.messages.length,
    (last?.content.length ?? 0) + (last?.isLoading ? 0 : 1),
  );
  const lastDone = chat.messages.filter((m) => m.type === 'ai' && !m.isLoading).at(-1);
  return (
    <>
      <ol
        ref={ref}
        className={className ? `aira-voice-log ${className}` : 'aira-voice-log'}
        tabIndex={0}
        aria-label={label}
        data-testid={`${testId}-log`}
      >
        {children}
        {chat.messages.map((message) => (
          <li
            key={message.key}
            className={`aira-voice-log__message aira-voice-log__message--${message.type}`}
            data-error={message.isError || undefined}
            data-testid={`${testId}-${message.type === 'user' ? 'question' : message.isError ? 'error' : 'answer'}`}
          >
            <p className="aira-voice-log__meta">
              <strong>{message.type === 'user' ? t('aira.voice.you') : t('aira.voice.aira')}</strong>
              {message.isError && <> · {t('aira.voice.error')}</>}
              {message.isVoice && <> · {t('aira.voice.spoken')}</>}
              {message.hasAudio && <> · {t('aira.voice.withAudio')}</>}
            </p>
            <VoiceReply message={message} thinking={t('aira.voice.thinking')} metaClassName="aira-voice-log__meta" />
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">
        {lastDone?.content ?? ''}
      </p>
    </>
  );
}
