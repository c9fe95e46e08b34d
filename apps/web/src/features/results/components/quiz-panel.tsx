import { useTranslation } from 'react-i18next';
import type { QuizRoundRecord } from '../../../lib/progress';

export function QuizPanel({ best, rounds }: { best: number | null; rounds: readonly QuizRoundRecord[] }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="panel results__section" aria-labelledby="results-quiz">
      <h2 id="results-quiz">{t('results.quizTitle')}</h2>
      <p className="results__figure" data-testid="results-best">
        {best === null ? t('results.noQuiz') : t('results.best', { percent: best })}
      </p>
      {rounds.length > 0 && (
        <>
          <h3>{t('results.recentRounds')}</h3>
          <ol className="results__rounds" data-testid="results-rounds">
            {rounds.map((round) => (
              <li key={`${round.date}-${round.round}`}>
                <time dateTime={round.date}>{when.format(new Date(round.date))}</time>
                {' · '}
                {t(`results.rounds.${round.round}`, { defaultValue: round.round })}
                {' · '}
                {t('results.roundScore', { score: round.score, total: round.total, percent: round.percent })}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
