import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { olderQuizResultStore } from '../older-quiz-state';

/** Older results: the last round's percent and per-question breakdown, Explore for questions with a place. */
export function OlderResults() {
  const { t } = useTranslation();
  const [result] = useState(olderQuizResultStore.get);
  if (!result) {
    return (
      <section className="panel" aria-labelledby="older-results-title" data-testid="older-results-empty">
        <h1 id="older-results-title">{t('older.results.title')}</h1>
        <p>{t('older.results.none')}</p>
        <Link to="/quiz" className="button">
          {t('older.results.start')}
        </Link>
      </section>
    );
  }
  return (
    <section className="panel older-results" aria-labelledby="older-results-title" data-testid="older-results">
      <h1 id="older-results-title">{t('older.results.title')}</h1>
      <p className="older-results__score" data-testid="older-results-score">
        {t('older.results.score', { percent: result.percent })}
      </p>
      <p className="muted">{t('older.results.detail', { correct: result.correct, total: result.total })}</p>
      <h2 className="section__title">{t('older.results.breakdown')}</h2>
      <ol className="older-results__list" data-testid="older-results-breakdown">
        {result.items.map((item, index) => (
          <li key={item.id} className="older-results__item">
            <p className="older-results__question">{item.question}</p>
            <p className={item.correct ? 'older-results__right' : 'older-results__wrong'}>
              <strong>{item.correct ? t('older.results.correct') : t('older.results.incorrect')}</strong> ·{' '}
              {item.chosen === null
                ? t('older.results.noAnswer')
                : t('older.results.yourAnswer', { answer: item.chosen })}
            </p>
            {!item.correct && <p>{t('older.results.correctAnswer', { answer: item.correct_answer })}</p>}
            {item.place_id && (
              <Link
                to={`/place/${item.place_id}`}
                className="button button--secondary"
                aria-label={t('older.results.exploreLabel', { number: index + 1 })}
                data-testid="older-results-explore"
              >
                {t('older.results.explore')}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <Link to="/quiz" className="button">
        {t('older.results.again')}
      </Link>
    </section>
  );
}
