import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProgress } from '../../../lib/progress';
import { achievements } from '../achievements';
import { AchievementList } from './achievement-list';
import { PlacesPanel } from './places-panel';
import { QuizPanel } from './quiz-panel';
import { ResetProgress } from './reset-progress';

/** Real progress kept on the device (DEVIATIONS item 7), not the old fixed placeholders. */
export function ResultsPage() {
  const { t } = useTranslation();
  const progress = useProgress();
  const [resetDone, setResetDone] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const empty = progress.explored.length === 0 && progress.rounds.length === 0 && progress.best === null;

  return (
    <div className="results" data-testid="results-page">
      <section className="panel" aria-labelledby="results-title">
        <h1 id="results-title" ref={titleRef} tabIndex={-1}>
          {t('results.title')}
        </h1>
        <p>{t('results.intro')}</p>
        <p role="status" className={resetDone ? 'notice' : 'visually-hidden'} data-testid="results-reset-done">
          {resetDone ? t('results.resetDone') : ''}
        </p>
        {empty && (
          <div className="results__empty" data-testid="results-empty">
            <h2>{t('results.emptyTitle')}</h2>
            <p>{t('results.empty')}</p>
            <div className="button-row">
              <Link to="/" className="button">
                {t('results.startExploring')}
              </Link>
              <Link to="/quiz" className="button button--secondary">
                {t('results.takeQuiz')}
              </Link>
            </div>
          </div>
        )}
      </section>
      <PlacesPanel explored={progress.explored} />
      <QuizPanel best={progress.best} rounds={progress.rounds} />
      <AchievementList items={achievements(progress)} />
      {!empty && (
        <ResetProgress
          onDone={() => {
            setResetDone(true);
            // The button just left the page: keep the keyboard user in place.
            titleRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}
