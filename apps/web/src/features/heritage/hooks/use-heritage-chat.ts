import type { HeritageFilter } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { useChat, type Chat } from '../../../lib/chat/use-chat';

/** Spec: heritage chat message = id, filter, ai (plus the user text); the filter is the context. */
export type HeritageChatState = Chat<HeritageFilter>;

/** Asks the heritage guide with the filter as context; a failing AI gives the filter's canned text. */
export function useHeritageChat(): HeritageChatState {
  const { t } = useTranslation();
  return useChat<HeritageFilter>({
    session: (filter) => `heritage_${filter}`,
    subject: (filter) => ({ heritage_filter: filter }),
    stream: true,
    // Each filter chip asks at once, even while an earlier answer is still being written.
    concurrent: true,
    failure: { answer: (filter) => t(`heritage.chat.canned.${filter}`) },
  });
}
