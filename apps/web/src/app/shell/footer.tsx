import { useTranslation } from 'react-i18next';

declare const __APP_VERSION__: string;

const SCHOOL_URL = 'https://www.bhms.ch';
const TOURISM_URL = 'https://www.myswitzerland.com';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="footer__boxes">
        <section className="footer__box" aria-labelledby="footer-school">
          <h2 id="footer-school" className="footer__box-title">
            {t('footer.school')}
          </h2>
          <a href={SCHOOL_URL} target="_blank" rel="noopener noreferrer">
            {t('footer.schoolLink')}
          </a>
        </section>
        <section className="footer__box" aria-labelledby="footer-tourism">
          <h2 id="footer-tourism" className="footer__box-title">
            {t('footer.tourism')}
          </h2>
          <a href={TOURISM_URL} target="_blank" rel="noopener noreferrer">
            {t('footer.tourismLink')}
          </a>
        </section>
      </div>
      <p className="footer__credits">{t('footer.credits')}</p>
      <p className="footer__generated" data-testid="generated-by">
        {t('footer.generatedBy', { version: __APP_VERSION__ })}
      </p>
    </footer>
  );
}
