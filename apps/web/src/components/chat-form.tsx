import { AI_MESSAGE_MAX_CHARS } from '@swiss/contract';
import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import type { Chat } from '../lib/chat/use-chat';
import './chat-form.css';

/** A class for ChatForm: the input fills the line, Send beside it, both 44px high. */
export const CHAT_FORM_BOXED = 'chat-form--boxed';

/**
 * The question line of every assistant (concierge, AI Guide, heritage, sustainability, tutor): a
 * labelled input and Send, disabled while a reply is pending, Send also while the text is blank.
 * Test ids are `{testId}-input` and `{testId}-send`.
 */
export function ChatForm({
  className,
  inputClassName,
  label,
  placeholder,
  sendLabel,
  chat: { draft, setDraft, pending },
  onSubmit,
  testId,
  inputRef,
  children,
}: {
  className: string;
  inputClassName?: string;
  label: string;
  placeholder: string;
  sendLabel: string;
  /** The chat kernel (lib/chat) whose draft this line edits. */
  chat: Pick<Chat<unknown>, 'draft' | 'setDraft' | 'pending'>;
  /** Usually `chat.submit`; a panel may check more first (the concierge: offline). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  testId: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Further buttons between the input and Send (ask by voice). */
  children?: ReactNode;
}) {
  const inputId = useId();
  return (
    <form className={className} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        id={inputId}
        ref={inputRef}
        className={inputClassName}
        value={draft}
        maxLength={AI_MESSAGE_MAX_CHARS}
        disabled={pending}
        placeholder={placeholder}
        onChange={(e) => setDraft(e.target.value)}
        data-testid={`${testId}-input`}
      />
      {children}
      <button type="submit" className="button" disabled={pending || !draft.trim()} data-testid={`${testId}-send`}>
        {sendLabel}
      </button>
    </form>
  );
}
