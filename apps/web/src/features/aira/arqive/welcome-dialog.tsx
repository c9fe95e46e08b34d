import { useTranslation } from 'react-i18next';
import { AiraDialog } from '../components/aira-dialog';

const FEATURES = ['objects', 'rooms', 'events', 'aria'] as const;

/** 'Welcome to ARQive' (spec §2): the feature overview, shown on the first visit of this device. */
export function WelcomeDialog({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation();
  return (
    <AiraDialog title={t('aira.arqive.welcome.title')} onClose={onStart} testId="arqive-welcome">
      <p>{t('aira.arqive.welcome.intro')}</p>
      <ul className="arqive__features">
        {FEATURES.map((feature) => (
          <li key={feature}>{t(`aira.arqive.welcome.${feature}`)}</li>
        ))}
      </ul>
      <button type="button" className="aira-button aira-wide" onClick={onStart} data-testid="arqive-welcome-start">
        {t('aira.arqive.welcome.start')}
      </button>
    </AiraDialog>
  );
}
