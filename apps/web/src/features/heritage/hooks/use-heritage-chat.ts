import type { HeritageFilter } from '@swiss/contract';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { streamAi } from '../../../lib/ai-chat';
import { resolveLanguage } from '../../../lib/i18n';

/** Spec: heritage chat message = id, filter, ai (plus the user text). */
export interface HeritageMessage {
  id: number;
  filter: HeritageFilter;
  user: string;
  ai: string;
  pending: boolean;
  isFallback: boolean;
}

/** Asks the heritage guide with the filter as context; a failing AI gives the filter's canned text. */
export function useHeritageChat() {
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const [messages, setMessages] = useState<HeritageMessage[]>([]);
  const nextId = useRef(0);

  const ask = useCallback(
    async (filter: HeritageFilter, text: string) => {
      const id = (nextId.current += 1);
      const update = (patch: Partial<HeritageMessage>) =>
        setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...patch } : m)));
      setMessages((list) => [...list, { id, filter, user: text, ai: '', pending: true, isFallback: false }]);
      try {
        const answer = await streamAi(
          { message: text, heritage_filter: filter, language, session_id: `heritage_${filter}` },
          (soFar) => update({ ai: soFar }),
        );
        update({ ai: answer.response, pending: false });
      } catch {
        update({ ai: t(`heritage.chat.canned.${filter}`), pending: false, isFallback: true });
      }
    },
    [language, t],
  );

  return { messages, ask, pending: messages.some((m) => m.pending) };
}
