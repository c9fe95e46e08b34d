import '@testing-library/jest-dom/vitest';
import type { V2QuizQuestion } from '@swiss/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { stringsReady } from '../index';
import { initialQuizState, type QuizState } from '../quiz-state';
import { QuizResult } from './quiz-result';

const question = (id: string, correct: number, insight: string): V2QuizQuestion => ({
  id,
  category: 'Geography',
  question: `Question ${id}?`,
  options: [`${id} A`, `${id} B`, `${id} C`, `${id} D`],
  correct,
  insight,
  funFact: 'Fun.',
  place_id: null,
});

const questions = [
  question('q1', 0, 'Because of the lakes.'),
  question('q2', 1, 'The Gotthard is long.'),
  question('q3', 2, 'Four languages.'),
  question('q4', 3, 'Bern is the federal city.'),
];
// q1 right, q2 wrong (chose A), q3 skipped, q4 right: 2 of 4 = 50 %.
const state: QuizState = {
  ...initialQuizState,
  phase: 'result',
  questions,
  answers: { q1: 0, q2: 0, q4: 3 },
};
const same = (q: V2QuizQuestion) => q;

describe('the quiz result', () => {
  beforeAll(async () => {
    await initI18n();
    await stringsReady;
  });
  beforeEach(async () => {
    await changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reviews the wrong and the skipped questions: the question, your answer, the right one and why', () => {
    render(<QuizResult state={state} text={same} onReset={() => undefined} />);
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('Your score: 50%');
    const review = screen.getByTestId('quiz-review');
    expect(review).toHaveTextContent('2 questions to look at again:');
    const items = within(review).getAllByTestId('quiz-review-item');
    expect(items).toHaveLength(2);
    const [wrong, skipped] = items as [HTMLElement, HTMLElement];
    expect(within(wrong).getByRole('heading', { level: 3 })).toHaveTextContent('Question q2?');
    expect(within(wrong).getByTestId('quiz-review-yours')).toHaveTextContent('q2 A');
    expect(within(wrong).getByTestId('quiz-review-right')).toHaveTextContent('q2 B');
    expect(within(wrong).getByTestId('quiz-review-why')).toHaveTextContent('The Gotthard is long.');
    expect(within(skipped).getByTestId('quiz-review-yours')).toHaveTextContent('Not answered');
    expect(within(skipped).getByTestId('quiz-review-right')).toHaveTextContent('q3 C');
  });

  it('says so when there is nothing to review, in the language shown', async () => {
    await changeLanguage('de');
    render(
      <QuizResult
        state={{ ...state, answers: { q1: 0, q2: 1, q3: 2, q4: 3 } }}
        text={same}
        onReset={() => undefined}
      />,
    );
    expect(screen.getByTestId('quiz-review-none')).toHaveTextContent('Alle Antworten waren richtig');
    expect(screen.queryByTestId('quiz-review-item')).toBeNull();
  });

  it('shares through the system share sheet where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true });
    render(<QuizResult state={state} text={same} onReset={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share my result' }));
    await waitFor(() => expect(screen.getByTestId('quiz-share-status')).toHaveTextContent('Result shared.'));
    expect(share).toHaveBeenCalledWith({
      title: 'Swiss Quiz',
      text: 'Swiss Quiz: 50% (2 of 4 right). Swiss Learner!',
      url: `${window.location.origin}/quiz`,
    });
  });

  it('copies the summary where there is no share sheet; a cancelled share says nothing', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    render(<QuizResult state={state} text={same} onReset={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share my result' }));
    await waitFor(() =>
      expect(screen.getByTestId('quiz-share-status')).toHaveTextContent('Result copied to the clipboard.'),
    );
    expect(writeText).toHaveBeenCalledWith(
      `Swiss Quiz: 50% (2 of 4 right). Swiss Learner!\n${window.location.origin}/quiz`,
    );
    cleanup();

    const cancelled = vi.fn(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    vi.stubGlobal('navigator', { ...navigator, share: cancelled, clipboard: { writeText } });
    render(<QuizResult state={state} text={same} onReset={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share my result' }));
    await waitFor(() => expect(cancelled).toHaveBeenCalled());
    expect(screen.getByTestId('quiz-share-status')).toBeEmptyDOMElement();
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('shows the summary to copy by hand when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      share: undefined,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    render(<QuizResult state={state} text={same} onReset={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share my result' }));
    await waitFor(() => expect(screen.getByTestId('quiz-share-text')).toHaveTextContent('Swiss Quiz: 50%'));
  });
});
