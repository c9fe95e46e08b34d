import { AIRA, AIRA_CATEGORY_IDS, type AiraCategoryId } from '@swiss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/line-icon';
import { CATEGORY_ICONS } from './icons';

const CARD_CATEGORIES = AIRA_CATEGORY_IDS.filter((id) => id !== 'all');

/**
 * The categories grid (spec §2): the first 8, expandable when there are more. A click while a search
 * runs is ignored (spec §4); the buttons say so by being disabled.
 */
export function CategoryCards({
  selected,
  busy,
  onSelect,
}: {
  selected: AiraCategoryId | null;
  busy: boolean;
  onSelect: (category: AiraCategoryId) => void;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? CARD_CATEGORIES : CARD_CATEGORIES.slice(0, AIRA.categoryCardsShown);
  return (
    <section className="aira-section" aria-labelledby="aira-categories-title">
      <h2 id="aira-categories-title">{t('aira.categories.title')}</h2>
      <ul className="aira-categories" data-testid="aira-categories">
        {shown.map((id) => (
          <li key={id}>
            <button
              type="button"
              className="aira-category"
              aria-pressed={selected === id}
              aria-disabled={busy}
              data-testid={`aira-category-${id}`}
              onClick={() => {
                if (!busy) onSelect(id);
              }}
            >
              <span className="aira-category__icon">
                <LineIcon path={CATEGORY_ICONS[id]} size={24} strokeWidth={1.8} />
              </span>
              <span className="aira-category__name">{t(`aira.categories.${id}`)}</span>
              <span className="aira-category__text">{t(`aira.categories.description.${id}`)}</span>
            </button>
          </li>
        ))}
      </ul>
      {CARD_CATEGORIES.length > AIRA.categoryCardsShown && (
        <button type="button" className="aira-button aira-button--ghost" onClick={() => setExpanded((on) => !on)}>
          {expanded ? t('aira.categories.showFewer') : t('aira.categories.showAll')}
        </button>
      )}
    </section>
  );
}
