import { quizTier, type V2QuizQuestion } from '@swiss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { correctCount, missedQuestions, scorePercent, type QuizState } from '../quiz-state';

type ShareOutcome = 'shared' | 'copied' | 'failed';

/**
 * Shares the result: the system share sheet where the browser has one (phones), else the summary
 * copied to the clipboard. Nothing goes to our server. A share the visitor cancels is no failure.
 */
async function shareResult(title: string, text: string, url: string): Promise<ShareOutcome | undefined> {
  const data: ShareData = { title, text, url };
  if (typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return undefined;
      // Share refused (no user gesture left, policy): fall back to the clipboard.
    }
  }
  try {
    await navigator.clipboard.writeText(`${text}\n${url}`);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/**
 * The end of a round: tier, score, the wrong and skipped questions with the right answer and the
 * explanation from the quiz data, and Share. `text` gives a question in the language shown now.
 */
export function QuizResult({
  state,
  text,
  onReset,
}: {
  state: QuizState;
  text: (question: V2QuizQuestion) => V2QuizQuestion;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [shared, setShared] = useState<ShareOutcome | undefined>();
  const percent = scorePercent(state);
  const tier = quizTier(percent);
  const correct = correctCount(state);
  const total = state.questions.length;
  const missed = missedQuestions(state);
  const summary = t('quiz.share.text', { percent, correct, total, tier: t(`quiz.tiers.${tier.key}`) });

  const share = async () => {
    setShared(undefined);
    const url = new URL('/quiz', window.location.origin).toString();
    setShared(await shareResult(t('quiz.title'), summary, url));
  };

  return (
    <section className="panel quiz quiz__result" aria-labelledby="quiz-result" data-testid="quiz-result">
      <p className="quiz__trophy" aria-hidden="true">
        {tier.trophy ? '🏆' : '🇨🇭'}
      </p>
      <h1 id="quiz-result" data-testid="quiz-tier">
        {t(`quiz.tiers.${tier.key}`)}
      </h1>
      <p className="quiz__score" data-testid="quiz-score">
        {t('quiz.score', { percent })}
      </p>
      <p>{t('quiz.scoreDetail', { correct, total })}</p>
      <div className="button-row quiz__result-actions">
        <button type="button" className="button" onClick={onReset}>
          {t('quiz.newQuiz')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void share()}
          data-testid="quiz-share"
        >
          {t('quiz.share.button')}
        </button>
      </div>
      <p className="quiz__share-status" role="status" data-testid="quiz-share-status">
        {shared === 'copied' && t('quiz.share.copied')}
        {shared === 'shared' && t('quiz.share.shared')}
        {shared === 'failed' && t('quiz.share.failed')}
      </p>
      {shared === 'failed' && (
        <p className="quiz__share-text" data-testid="quiz-share-text">
          {summary}
        </p>
      )}

      <section className="quiz__review" aria-labelledby="quiz-review-title" data-testid="quiz-review">
        <h2 id="quiz-review-title">{t('quiz.review.title')}</h2>
        {missed.length === 0 ? (
          <p data-testid="quiz-review-none">{t('quiz.review.none')}</p>
        ) : (
          <>
            <p>{t('quiz.review.intro', { count: missed.length })}</p>
            <ol className="quiz__review-list">
              {missed.map(({ question, chosen }) => {
                const shown = text(question);
                return (
                  <li key={question.id} className="quiz__review-item" data-testid="quiz-review-item">
                    <h3 className="quiz__review-question">{shown.question}</h3>
                    <dl className="quiz__review-answers">
                      <div>
                        <dt>{t('quiz.review.yours')}</dt>
                        <dd data-testid="quiz-review-yours">
                          {chosen === undefined ? (
                            <em>{t('quiz.review.skipped')}</em>
                          ) : (
                            <span className="quiz__review-wrong">{shown.options[chosen]}</span>
                          )}
                        </dd>
                      </div>
                      <div>
                        <dt>{t('quiz.review.right')}</dt>
                        <dd className="quiz__review-right" data-testid="quiz-review-right">
                          {shown.options[question.correct]}
                        </dd>
                      </div>
                      <div>
                        <dt>{t('quiz.review.why')}</dt>
                        <dd data-testid="quiz-review-why">{shown.insight}</dd>
                      </div>
                    </dl>
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </section>
    </section>
  );
}
