import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function RouteErrorPanel() {
  const { t } = useTranslation();
  return (
    <section className="panel" role="alert">
      <h1>{t('errors.generic')}</h1>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('errors.retry')}
      </button>
    </section>
  );
}

/** Catches a failing view (or a chunk that cannot load) and offers a reload instead of a blank page. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPanel /> : this.props.children;
  }
}
