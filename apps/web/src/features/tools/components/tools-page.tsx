import { isTravelTool, TRAVEL_TOOLS, type TravelTool } from '@swiss/content/tools';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { useScrollStrip } from '../../../components/scroll-strip';
import { CurrencyTool } from './currency';
import { EmergencyTool } from './emergency';
import { InsuranceTool } from './insurance';
import { PlannerTool } from './planner';
import { RailpassTool } from './railpass';
import { TransportTool } from './transport';
import { TranslatorTool } from './translator';
import { WeatherTool } from './weather';

const VIEWS: Record<TravelTool, () => ReactNode> = {
  planner: () => <PlannerTool />,
  weather: () => <WeatherTool />,
  transport: () => <TransportTool />,
  currency: () => <CurrencyTool />,
  railpass: () => <RailpassTool />,
  insurance: () => <InsuranceTool />,
  emergency: () => <EmergencyTool />,
  translator: () => <TranslatorTool />,
};

/** `/tools/{tool}`: a strip of links (each tab is a URL) and the chosen tool. */
export function ToolsPage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation();
  const { tool } = useParams();
  // On a narrow screen the strip scrolls sideways, its cut-off side faded; the current tab is brought into view.
  const strip = useScrollStrip<HTMLUListElement>(tool);

  if (!isTravelTool(tool)) return notFound;
  return (
    <section className="panel tools" aria-labelledby="tools-title">
      <h1 id="tools-title">{t('tools.title')}</h1>
      <p className="muted">{t('tools.intro')}</p>
      <nav aria-label={t('tools.tabsLabel')} className="tools__nav">
        <ul className="tools__tabs" ref={strip}>
          {TRAVEL_TOOLS.map((name) => (
            <li key={name}>
              <NavLink to={`/tools/${name}`} className="tools__tab" data-testid={`tools-tab-${name}`}>
                {t(`tools.tabs.${name}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="tools__panel" data-testid={`tool-${tool}`}>
        {VIEWS[tool]()}
      </div>
    </section>
  );
}
