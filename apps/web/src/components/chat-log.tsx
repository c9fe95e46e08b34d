import type { ReactNode } from 'react';
import './chat-log.css';
import type { ChatExchange } from '../lib/chat/use-chat';

/**
 * One question and its answer as the heritage and sustainability chats show them: the visitor's line,
 * then the answer (the "thinking" text until its first words arrive). Classes `chat-log__*` (shared
 * look) and `{block}__message`, `__user` and `__ai` (the panel's own); test ids `{testId}-message` and `{testId}-answer`. `children` follow the answer.
 */
export function ChatExchangeItem<C>({
  exchange,
  block,
  testId,
  you,
  guide,
  thinking,
  children,
}: {
  exchange: ChatExchange<C>;
  block: string;
  testId: string;
  /** Screen-reader names of the two speakers. */
  you: string;
  guide: string;
  thinking: string;
  children?: ReactNode;
}) {
  return (
    <li className={`chat-log__message ${block}__message`} data-testid={`${testId}-message`}>
      <p className={`chat-log__user ${block}__user`}>
        <span className="visually-hidden">{you}: </span>
        {exchange.question}
      </p>
      <p className={`chat-log__ai ${block}__ai`} data-testid={`${testId}-answer`}>
        <span className="visually-hidden">{guide}: </span>
        {exchange.pending && !exchange.answer ? <em>{thinking}</em> : exchange.answer}
      </p>
      {children}
    </li>
  );
}

/** Announces finished answers only, not every streamed fragment. */
export function ChatAnnouncer<C>({ exchanges }: { exchanges: ChatExchange<C>[] }) {
  const lastDone = exchanges.filter((e) => !e.pending).at(-1);
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {lastDone?.answer ?? ''}
    </p>
  );
}
