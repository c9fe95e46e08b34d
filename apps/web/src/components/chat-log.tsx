import { useEffect, useRef, type ReactNode } from 'react';
import './chat-log.css';
import type { ChatExchange } from '../lib/chat/use-chat';

/** How close to the end (px) still counts as "reading the newest message". */
const PINNED_SLACK_PX = 32;
/** Scroll events this soon after our own scroll are ours (a smooth scroll passes through the middle). */
const OWN_SCROLL_MS = 800;

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Keeps a scrolling message list at its newest message: a new message always scrolls it into view;
 * an answer that grows while it streams follows only while the visitor has not scrolled up to read
 * an older one. Only the list scrolls (never the page), and the focus stays where it is. Smooth
 * unless the visitor asked for reduced motion. `count` is the number of messages, `size` anything
 * that grows with the newest one (its text length).
 */
export function useScrollToNewest<E extends HTMLElement>(count: number, size: number) {
  const ref = useRef<E>(null);
  const pinned = useRef(true);
  const ownScrollUntil = useRef(0);
  const seen = useRef(count);

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const onScroll = () => {
      if (Date.now() < ownScrollUntil.current) return;
      pinned.current = list.scrollHeight - list.scrollTop - list.clientHeight <= PINNED_SLACK_PX;
    };
    list.addEventListener('scroll', onScroll, { passive: true });
    return () => list.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const list = ref.current;
    const added = count > seen.current;
    seen.current = count;
    if (!list || count === 0 || !(added || pinned.current)) return;
    pinned.current = true;
    ownScrollUntil.current = Date.now() + OWN_SCROLL_MS;
    const top = list.scrollHeight;
    const behavior: ScrollBehavior = added && !reducedMotion() ? 'smooth' : 'auto';
    if (typeof list.scrollTo === 'function') list.scrollTo({ top, behavior });
    else list.scrollTop = top;
  }, [count, size]);

  return ref;
}

/**
 * The scrolling list of a chat's exchanges (heritage, sustainability): labelled, reachable by
 * keyboard (it scrolls), and kept at the newest message (useScrollToNewest). The answers are
 * announced by ChatAnnouncer, politely, not by this list.
 */
export function ChatLog<C>({
  exchanges,
  className,
  label,
  testId,
  children,
}: {
  exchanges: ChatExchange<C>[];
  className: string;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  const last = exchanges.at(-1);
  const ref = useScrollToNewest<HTMLOListElement>(
    exchanges.length,
    (last?.answer.length ?? 0) + (last?.pending ? 0 : 1),
  );
  return (
    <ol ref={ref} className={className} tabIndex={0} aria-label={label} data-testid={testId}>
      {children}
    </ol>
  );
}

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
