import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatExchange } from '../lib/chat/use-chat';
import { ChatLog } from './chat-log';

const exchange = (id: number, answer: string, pending = false): ChatExchange<undefined> => ({
  id,
  context: undefined,
  question: `Question ${id}`,
  answer,
  pending,
  isFallback: false,
  sources: [],
  language: 'en',
  askedAt: '2026-01-01T00:00:00.000Z',
  answeredAt: pending ? undefined : '2026-01-01T00:00:01.000Z',
});

function Log({ exchanges }: { exchanges: ChatExchange<undefined>[] }) {
  return (
    <>
      <input aria-label="Your question" />
      <ChatLog exchanges={exchanges} className="log" label="Conversation" testId="log">
        {exchanges.map((e) => (
          <li key={e.id}>
            {e.question} {e.answer}
          </li>
        ))}
      </ChatLog>
    </>
  );
}

describe('the chat log keeps the newest message in view', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  let now = 0;
  const reducedMotion = (reduce: boolean) =>
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
    );

  beforeEach(() => {
    scrollTo = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 1000 });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 250 });
    now = 10_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    reducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    for (const key of ['scrollTo', 'scrollHeight', 'clientHeight']) Reflect.deleteProperty(HTMLElement.prototype, key);
  });

  it('scrolls the list (not the page) smoothly to a new message and leaves the focus where it is', () => {
    const { rerender } = render(<Log exchanges={[]} />);
    expect(scrollTo).not.toHaveBeenCalled();
    const input = screen.getByRole('textbox', { name: 'Your question' });
    input.focus();
    rerender(<Log exchanges={[exchange(1, '', true)]} />);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1000, behavior: 'smooth' });
    expect(scrollTo.mock.contexts.at(-1)).toBe(screen.getByTestId('log'));
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('list', { name: 'Conversation' })).toHaveAttribute('tabindex', '0');
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    reducedMotion(true);
    const { rerender } = render(<Log exchanges={[exchange(1, 'One.')]} />);
    rerender(<Log exchanges={[exchange(1, 'One.'), exchange(2, '', true)]} />);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1000, behavior: 'auto' });
  });

  it('follows a streaming answer, but not once the visitor scrolled up to read; a new question brings it back', () => {
    const { rerender } = render(<Log exchanges={[exchange(1, '', true)]} />);
    rerender(<Log exchanges={[exchange(1, 'The first', true)]} />);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1000, behavior: 'auto' });
    const calls = scrollTo.mock.calls.length;

    now += 5000; // long after our own scroll: this one is the visitor's
    const list = screen.getByTestId('log');
    list.scrollTop = 100;
    fireEvent.scroll(list);
    rerender(<Log exchanges={[exchange(1, 'The first words of a longer answer', true)]} />);
    expect(scrollTo.mock.calls.length).toBe(calls);

    rerender(<Log exchanges={[exchange(1, 'Done.'), exchange(2, '', true)]} />);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1000, behavior: 'smooth' });
  });
});
