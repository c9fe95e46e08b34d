import { TRIP_QUICK_ADD, TRIP_QUICK_ADD_PLAN } from '@swiss/content/tools';
import { DEFAULT_TRIP_DURATION, itemHours, parseDuration, totalHours } from '@swiss/content/trip-plan';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resolveLanguage } from '../../../lib/i18n';
import { trip, useTrip, type TripItem } from '../../../lib/trip';
import { formatHours } from './hours';
import { PlannerExport } from './planner-export';
import { PlannerImport } from './planner-import';

const DURATION_CHOICES = ['0.5h', '1h', '1.5h', '2h', '2-3h', '3h', '4h', '5h', '6h', '8h', '10h', '12h'];

/** The trip plan: order, time per stop, total, quick-adds, export and share (DEVIATIONS 9). */
export function PlannerTool() {
  const { t, i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  const items = useTrip();
  const [status, setStatus] = useState('');
  const listHeading = useRef<HTMLHeadingElement>(null);

  const move = (item: TripItem, index: number, delta: -1 | 1) => {
    trip.move(item.id, delta);
    const position = index + delta + 1;
    setStatus(t('tools.planner.moved', { name: item.name, position, total: items.length }));
    // Keep focus on the moved stop: on its same button, or the other one at the ends of the list.
    requestAnimationFrame(() => {
      const same = document.querySelector<HTMLButtonElement>(`[data-move="${item.id}:${delta}"]`);
      const other = document.querySelector<HTMLButtonElement>(`[data-move="${item.id}:${-delta}"]`);
      (same && !same.disabled ? same : other)?.focus();
    });
  };
  const remove = (item: TripItem) => {
    trip.remove(item.id);
    setStatus(t('tools.planner.removed', { name: item.name }));
    listHeading.current?.focus();
  };

  return (
    <>
      <h2 ref={listHeading} tabIndex={-1}>
        {t('tools.tabs.planner')}
      </h2>
      <PlannerImport />
      <p role="status" className="visually-hidden" data-testid="planner-status">
        {status}
      </p>
      {items.length === 0 ? (
        <p className="notice" data-testid="planner-empty">
          {t('tools.planner.empty')}
        </p>
      ) : (
        <>
          <ol className="planner__list" aria-label={t('tools.planner.listLabel')} data-testid="planner-list">
            {items.map((item, index) => {
              const choices = DURATION_CHOICES.includes(item.duration)
                ? DURATION_CHOICES
                : [...(parseDuration(item.duration) ? [item.duration] : []), ...DURATION_CHOICES];
              const value = parseDuration(item.duration) ? item.duration : DEFAULT_TRIP_DURATION;
              return (
                <li key={item.id} className="planner__item" data-testid={`planner-item-${item.id}`}>
                  <div className="planner__name">
                    <span className="muted">{t('tools.planner.position', { position: index + 1 })}</span>
                    <Link to={`/place/${item.id}`}>{item.name}</Link>
                  </div>
                  <div className="tools__field planner__duration">
                    <label htmlFor={`duration-${item.id}`}>{t('tools.planner.duration', { name: item.name })}</label>
                    <select
                      id={`duration-${item.id}`}
                      value={value}
                      onChange={(e) => trip.setDuration(item.id, e.target.value)}
                    >
                      {choices.map((d) => (
                        <option key={d} value={d}>
                          {formatHours(parseDuration(d) ?? itemHours(item), lang)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="planner__actions">
                    <button
                      type="button"
                      className="button button--secondary"
                      data-move={`${item.id}:-1`}
                      disabled={index === 0}
                      aria-label={t('tools.planner.moveUp', { name: item.name })}
                      onClick={() => move(item, index, -1)}
                    >
                      <span aria-hidden="true">↑</span> {t('tools.planner.up')}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      data-move={`${item.id}:1`}
                      disabled={index === items.length - 1}
                      aria-label={t('tools.planner.moveDown', { name: item.name })}
                      onClick={() => move(item, index, 1)}
                    >
                      <span aria-hidden="true">↓</span> {t('tools.planner.down')}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('tools.planner.removeLabel', { name: item.name })}
                      onClick={() => remove(item)}
                      data-testid={`planner-remove-${item.id}`}
                    >
                      {t('tools.planner.remove')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
          <p className="tools__result" data-testid="planner-total">
            {t('tools.planner.total', { hours: formatHours(totalHours(items), lang) })} (
            {t('tools.planner.stops', { count: items.length })})
          </p>
        </>
      )}
      <p className="muted">{t('tools.planner.keptOnDevice')}</p>

      <h3>{t('tools.planner.quickAdd')}</h3>
      <ul className="planner__quick" data-testid="planner-quick-add">
        {TRIP_QUICK_ADD.map((q) => {
          const plan = TRIP_QUICK_ADD_PLAN[q.id] ?? { duration: DEFAULT_TRIP_DURATION, type: 'destination' };
          const id = q.place_id ?? q.id;
          const inTrip = items.some((i) => i.id === id);
          const duration = formatHours(parseDuration(plan.duration) ?? { min: 2, max: 3 }, lang);
          return (
            <li key={q.id}>
              <button
                type="button"
                className="button button--secondary"
                disabled={inTrip}
                data-testid={`quick-add-${id}`}
                onClick={() => trip.add({ id, name: q.name[lang], type: plan.type, duration: plan.duration })}
              >
                {inTrip
                  ? t('tools.planner.inTrip', { name: q.name[lang] })
                  : t('tools.planner.quickAddItem', { name: q.name[lang], duration })}
              </button>
            </li>
          );
        })}
      </ul>

      <PlannerExport items={items} />
    </>
  );
}
