import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorPanel, Loading } from '../../../components/status';
import { analytics } from '../../../lib/analytics';
import { resolveLanguage } from '../../../lib/i18n';
import { progress } from '../../../lib/progress';
import { useOlderQuiz } from '../api/use-older-quiz';
import { emptyOlderQuiz, olderQuizReducer, olderQuizResult, olderQuizResultStore } from '../older-quiz-state';

/** The older quiz: immediate feedback, Previous/Next, Complete Quiz on the last question -> /results. */
export function OlderQuiz() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const query = useOlderQuiz();
  const [state, dispatch] = useReducer(olderQuizReducer, emptyOlderQuiz);
  // A language change loads the questions in that language: the round starts over (options are texts).
  useEffect(() => {
    if (query.data) dispatch({ type: 'load', questions: query.data.questions });
  }, [query.data]);

  if (query.isPending) return <Loading testId="older-quiz-loading">{t('older.quiz.loading')}</Loading>;
  if (query.isError) {
    return (
      <ErrorPanel
        testId="older-quiz-error"
        action={
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('errors.retry')}
          </button>
        }
      >
        {t('older.quiz.loadError')}
      </ErrorPanel>
    );
  }
  const question = state.questions[state.index];
  if (!question) {
    return query.data.questions.length === 0 ? <p className="notice">{t('older.quiz.empty')}</p> : null;
  }
  const total = state.questions.length;
  const chosen = state.answers[question.id];
  const isLast = state.index === total - 1;

  const complete = () => {
    const result = olderQuizResult(state);
    olderQuizResultStore.set(result);
    // The same progress as the v2 quiz: Results shows the best score and the achievements.
    progress.recordQuizRound({ score: result.correct, total: result.total, round: 'older' });
    analytics.quizComplete(result.correct, result.total, resolveLanguage(i18n.language));
    void navigate('/results');
  };

  return (
    <section className="panel older-quiz" aria-labelledby="older-quiz-title" data-testid="older-quiz">
      <h1 id="older-quiz-title">{t('older.quiz.title')}</h1>
      <p className="muted" data-testid="older-quiz-progress">
        {t('older.quiz.progress', { current: state.index + 1, total })} ·{' '}
        {t('older.quiz.answered', { count: Object.keys(state.answers).length, total })}
      </p>
      <progress className="older-quiz__bar" max={total} value={state.index + 1} aria-hidden="true" />
      <h2 className="older-quiz__question" data-testid="older-quiz-question">
        {question.question}
      </h2>
      <div className="older-quiz__options" role="group" aria-label={question.question}>
        {question.options.map((option) => {
          const tone =
            chosen === undefined
              ? ''
              : option === question.correct_answer
                ? ' older-quiz__option--right'
                : option === chosen
                  ? ' older-quiz__option--wrong'
                  : '';
          return (
            <button
              key={option}
              type="button"
              className={`older-quiz__option${tone}`}
              disabled={chosen !== undefined}
              aria-pressed={chosen === option}
              onClick={() => dispatch({ type: 'answer', option })}
              data-testid="older-quiz-option"
            >
              {option}
            </button>
          );
        })}
      </div>
      <div role="status" aria-live="polite" data-testid="older-quiz-feedback">
        {chosen !== undefined && (
          <div
            className={`older-quiz__feedback older-quiz__feedback--${chosen === question.correct_answer ? 'right' : 'wrong'}`}
          >
            <p className="older-quiz__verdict">
              {chosen === question.correct_answer ? t('older.quiz.correct') : t('older.quiz.incorrect')}
            </p>
            <p>{t('older.quiz.rightAnswer', { answer: question.correct_answer })}</p>
            <p>{question.explanation}</p>
          </div>
        )}
      </div>
      <div className="older-quiz__nav">
        <button
          type="button"
          className="button button--secondary"
          disabled={state.index === 0}
          onClick={() => dispatch({ type: 'previous' })}
          data-testid="older-quiz-previous"
        >
          {t('older.quiz.previous')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => dispatch({ type: 'shuffle' })}
          data-testid="older-quiz-shuffle"
        >
          {t('older.quiz.shuffle')}
        </button>
        {isLast ? (
          <button type="button" className="button" onClick={complete} data-testid="older-quiz-complete">
            {t('older.quiz.complete')}
          </button>
        ) : (
          <button
            type="button"
            className="button"
            onClick={() => dispatch({ type: 'next' })}
            data-testid="older-quiz-next"
          >
            {t('older.quiz.next')}
          </button>
        )}
      </div>
    </section>
  );
}
