import type { VoiceChatMessage } from './kernel/use-voice-chat';

/**
 * A conversation line's text and sources (spec §3 chat message), shared by AIRA's chat logs: the
 * text in its language (`thinking` while a reply has no words yet), then the reply's sources as
 * links, after `sourcesLabel` when the panel names them.
 */
export function VoiceReply({
  message,
  thinking,
  metaClassName,
  sourcesLabel,
}: {
  message: Pick<VoiceChatMessage, 'content' | 'language' | 'isLoading' | 'sources'>;
  thinking: string;
  /** The class of the sources line (the panel's meta line). */
  metaClassName: string;
  sourcesLabel?: string;
}) {
  return (
    <>
      <p lang={message.language}>{message.isLoading && !message.content ? <em>{thinking}</em> : message.content}</p>
      {message.sources.length > 0 && (
        <p className={metaClassName}>
          {sourcesLabel !== undefined && <>{sourcesLabel} </>}
          {message.sources.map((source, index) => (
            <span key={source.url}>
              {index > 0 && ', '}
              <a href={source.url} target="_blank" rel="noopener noreferrer">
                {source.title}
              </a>
            </span>
          ))}
        </p>
      )}
    </>
  );
}
