import { firstSentence, QUIZ_ROUND_SIZE, type V2QuizQuestion } from '@swiss/contract';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Loading } from '../../../components/status';
import { analytics } from '../../../lib/analytics';
import { resolveLanguage } from '../../../lib/i18n';
import { progress as deviceProgress } from '../../../lib/progress';
import { useQuizQuestions } from '../api/use-quiz-questions';
import { QuizResult } from './quiz-result';
import { TutorChat } from './tutor-chat';
import { completeRound, correctCount, initialQuizState, quizReducer, randomOrder, type QuizRound } from '../quiz-state';

const ROUNDS: QuizRound[] = ['all', 'Geography', 'Culture'];

export function QuizPage() {
  const { t, i18n } = useTranslation();
  const query = useQuizQuestions();
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);

  if (query.isPending) return <Loading testId="quiz-loading">{t('quiz.loading')}</Loading>;
  if (query.isError) {
    return (
      <ErrorPanel
        testId="quiz-error"
        action={
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('errors.retry')}
          </button>
        }
      >
        {t('quiz.loadError')}
      </ErrorPanel>
    );
  }
  const all = query.data.questions;
  // The round keeps its order and answers when the language changes; texts follow the language.
  const inLanguage = new Map(all.map((q) => [q.id, q]));
  const text = (q: V2QuizQuestion) => inLanguage.get(q.id) ?? q;

  if (state.phase === 'start') {
    return (
      <section className="panel quiz" aria-labelledby="quiz-title">
        <h1 id="quiz-title">{t('quiz.title')}</h1>
        <p>{t('quiz.intro')}</p>
        <div className="quiz__rounds">
          {ROUNDS.map((round) => {
            const count =
              round === 'all' ? Math.min(all.length, QUIZ_ROUND_SIZE) : all.filter((q) => q.category === round).length;
            return (
              <button
                key={round}
                type="button"
                className="button quiz__round"
                onClick={() => dispatch({ type: 'start', round, all: round === 'all' ? completeRound(all) : all })}
                data-testid={`quiz-start-${round}`}
              >
                {t(`quiz.rounds.${round}`)} <span className="quiz__round-count">({t('quiz.count', { count })})</span>
              </button>
            );
          })}
        </div>
      </section>
    );
  }

  if (state.phase === 'result') {
    return <QuizResult state={state} text={text} onReset={() => dispatch({ type: 'reset' })} />;
  }

  const question = state.questions[state.current];
  if (!question) return null;
  const shown = text(question);
  const chosen = state.answers[question.id];
  const answered = chosen !== undefined;
  const isLast = state.current === state.questions.length - 1;
  const progress = Math.round(((state.current + 1) / state.questions.length) * 100);

  return (
    <section className="panel quiz" aria-labelledby="quiz-question">
      <div
        className="quiz__progress"
        role="progressbar"
        aria-valuemin={1}
        aria-valuemax={state.questions.length}
        aria-valuenow={state.current + 1}
        aria-label={t('quiz.progress', { current: state.current + 1, total: state.questions.length })}
      >
        <div className="quiz__progress-bar" style={{ width: `${progress}%` }} />
      </div>
      <p className="quiz__meta">
        <span className="badge">{t(`quizCategories.${question.category}`)}</span>{' '}
        <span data-testid="quiz-position">
          {t('quiz.progress', { current: state.current + 1, total: state.questions.length })}
        </span>
      </p>
      <h1 id="quiz-question" className="quiz__question">
        {shown.question}
      </h1>
      <ul className="quiz__options">
        {shown.options.map((option, index) => {
          const status = !answered
            ? ''
            : index === question.correct
              ? ' quiz__option--right'
              : index === chosen
                ? ' quiz__option--wrong'
                : '';
          return (
            <li key={option}>
              <button
                type="button"
                className={`quiz__option${status}`}
                disabled={answered}
                aria-pressed={chosen === index}
                onClick={() => dispatch({ type: 'answer', option: index })}
                data-testid={`quiz-option-${index}`}
              >
                {option}
              </button>
            </li>
          );
        })}
      </ul>
      {answered && (
        <div className="quiz__insight" role="status" data-testid="quiz-feedback">
          <p>
            <strong>
              {chosen === question.correct
                ? t('quiz.right')
                : t('quiz.wrong', { answer: shown.options[question.correct] })}
            </strong>
          </p>
          <p>
            <strong>{t('quiz.insight')}:</strong> {shown.insight}
          </p>
          <p>
            <strong>{t('quiz.funFact')}:</strong> {shown.funFact}
          </p>
        </div>
      )}
      {state.showHint && !answered && (
        <p className="notice" data-testid="quiz-hint">
          {t('quiz.hintText', {
            category: t(`quizCategories.${question.category}`),
            sentence: firstSentence(shown.insight),
          })}
        </p>
      )}
      <div className="button-row quiz__controls">
        <button
          type="button"
          className="button button--secondary"
          disabled={state.current === 0}
          onClick={() => dispatch({ type: 'previous' })}
        >
          {t('quiz.previous')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => dispatch({ type: 'shuffle', order: randomOrder(state.questions.length) })}
        >
          {t('quiz.shuffle')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={answered}
          onClick={() => dispatch({ type: 'hint' })}
          aria-expanded={state.showHint}
        >
          {t('quiz.hint')}
        </button>
        {isLast ? (
          <button
            type="button"
            className="button"
            disabled={!answered}
            onClick={() => {
              // Kept on the device for the Results page (score, best, achievements).
              deviceProgress.recordQuizRound({
                score: correctCount(state),
                total: state.questions.length,
                round: state.round,
              });
              // And counted anonymously: only the score band reaches the server.
              analytics.quizComplete(correctCount(state), state.questions.length, resolveLanguage(i18n.language));
              dispatch({ type: 'finish' });
            }}
            data-testid="quiz-finish"
          >
            {t('quiz.finish')}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => dispatch({ type: 'next' })} data-testid="quiz-next">
            {t('quiz.next')}
          </button>
        )}
      </div>
      <TutorChat key={question.id} question={question} />
    </section>
  );
}
