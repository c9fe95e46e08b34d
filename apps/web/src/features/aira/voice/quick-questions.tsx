import type { ReactNode } from 'react';
import './voice.css';

/** One quick question: the chip's text and what it asks (the same unless the panel says otherwise). */
export interface QuickQuestion {
  label: string;
  question: string;
  testId?: string;
}

/** A list of strings from the catalog (`t(key, { returnObjects: true })`); anything else gives none. */
export function catalogList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Each question as its own chip, for panels whose chips are the questions themselves. */
export function quickQuestions(questions: readonly string[], testId?: string): QuickQuestion[] {
  return questions.map((question) => ({ label: question, question, ...(testId && { testId }) }));
}

/**
 * The quick-question chips of AIRA's chats (spec §2): a labelled group of buttons, each asking its
 * question, disabled while a question is under way. `children` (the AR chat's 'general' chip) close
 * the group.
 */
export function QuickQuestions({
  label,
  questions,
  disabled,
  onAsk,
  groupClassName = 'aira-voice-chips',
  chipClassName = 'aira-voice__button',
  children,
}: {
  label: string;
  questions: readonly QuickQuestion[];
  disabled: boolean;
  onAsk: (question: string) => void;
  groupClassName?: string;
  chipClassName?: string;
  children?: ReactNode;
}) {
  return (
    <div className={groupClassName} role="group" aria-label={label}>
      {questions.map((quick) => (
        <button
          key={quick.question}
          type="button"
          className={chipClassName}
          disabled={disabled}
          data-testid={quick.testId}
          onClick={() => onAsk(quick.question)}
        >
          {quick.label}
        </button>
      ))}
      {children}
    </div>
  );
}
