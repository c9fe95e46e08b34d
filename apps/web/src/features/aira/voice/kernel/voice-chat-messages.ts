import type { Language } from '@swiss/contract';
import type { ChatExchange } from '../../../../lib/chat/use-chat';
import type { Flight, Notice } from './voice-chat-runtime';
import type { VoiceChatMessage } from './voice-chat-types';

/** Questions, replies and error messages in the order they happened. */
export function conversation<C>(
  exchanges: readonly ChatExchange<C>[],
  flights: Record<number, Flight>,
  notices: readonly Notice[],
  language: Language,
): VoiceChatMessage[] {
  const timed: { at: number; order: number; message: VoiceChatMessage }[] = [];
  exchanges.forEach((exchange, index) => {
    const flight = flights[exchange.id];
    const at = Date.parse(exchange.askedAt);
    timed.push({
      at,
      order: index * 2,
      message: {
        key: `q${exchange.id}`,
        type: 'user',
        content: exchange.question,
        timestamp: exchange.askedAt,
        language,
        sources: [],
        isError: false,
        isLoading: false,
        isVoice: flight?.isVoice ?? false,
        hasAudio: false,
      },
    });
    timed.push({
      at,
      order: index * 2 + 1,
      message: {
        key: `a${exchange.id}`,
        type: 'ai',
        content: exchange.answer,
        timestamp: exchange.answeredAt ?? exchange.askedAt,
        language: exchange.language,
        sources: exchange.sources,
        isError: flight?.failed ?? false,
        isLoading: exchange.pending,
        isVoice: false,
        hasAudio: flight?.audio !== undefined,
      },
    });
  });
  notices.forEach((notice) =>
    timed.push({
      at: Date.parse(notice.at),
      order: exchanges.length * 2 + notice.id,
      message: {
        key: `e${notice.id}`,
        type: 'ai',
        content: notice.text,
        timestamp: notice.at,
        language,
        sources: [],
        isError: true,
        isLoading: false,
        isVoice: false,
        hasAudio: false,
      },
    }),
  );
  return timed.sort((a, b) => a.at - b.at || a.order - b.order).map((entry) => entry.message);
}
