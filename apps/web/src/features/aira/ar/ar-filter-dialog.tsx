import { AR, type ArFilter } from '@swiss/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AiraDialog } from '../components/aira-dialog';
import { formatDistance } from '../lib/format';
import type { FilterSupport } from './ar-geometry';

/**
 * The AR filter (spec §2): distance 0.5-10 km, minimum rating and price level, all kept on the device.
 * Rating and price really filter (DEVIATIONS 11); when none of the places has one, the dialog says the
 * filter is off instead of silently emptying the list (DEVIATIONS 21).
 */
export function ArFilterDialog({
  filter,
  support,
  onChange,
  onClose,
}: {
  filter: ArFilter;
  support: FilterSupport;
  onChange: (filter: ArFilter) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const ids = { distance: useId(), rating: useId(), price: useId() };
  return (
    <AiraDialog title={t('aira.ar.filterDialog.title')} onClose={onClose} testId="aira-ar-filter">
      <div className="aira-ar__form">
        <label htmlFor={ids.distance}>{t('aira.ar.filterDialog.distance')}</label>
        <select
          id={ids.distance}
          value={filter.maxDistanceM}
          data-testid="aira-ar-filter-distance"
          onChange={(event) => onChange({ ...filter, maxDistanceM: Number(event.target.value) })}
        >
          {AR.distanceOptionsKm.map((km) => (
            <option key={km} value={km * 1000}>
              {formatDistance(km, i18n.language)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.rating}>{t('aira.ar.filterDialog.rating')}</label>
        <select
          id={ids.rating}
          value={filter.rating}
          disabled={!support.rating}
          aria-describedby={support.rating ? undefined : `${ids.rating}-off`}
          data-testid="aira-ar-filter-rating"
          onChange={(event) => {
            const rating = AR.ratingOptions.find((option) => option === event.target.value);
            if (rating) onChange({ ...filter, rating });
          }}
        >
          {AR.ratingOptions.map((option) => (
            <option key={option} value={option}>
              {option === 'all'
                ? t('aira.ar.filterDialog.all')
                : t('aira.ar.filterDialog.ratingAtLeast', { value: option })}
            </option>
          ))}
        </select>
        {!support.rating && (
          <p id={`${ids.rating}-off`} className="aira-muted" data-testid="aira-ar-filter-no-ratings">
            {t('aira.ar.filterDialog.noRatings')}
          </p>
        )}
        <label htmlFor={ids.price}>{t('aira.ar.filterDialog.price')}</label>
        <select
          id={ids.price}
          value={filter.price}
          disabled={!support.price}
          aria-describedby={support.price ? undefined : `${ids.price}-off`}
          data-testid="aira-ar-filter-price"
          onChange={(event) => {
            const price = AR.priceOptions.find((option) => option === event.target.value);
            if (price) onChange({ ...filter, price });
          }}
        >
          {AR.priceOptions.map((option) => (
            <option key={option} value={option}>
              {option === 'all'
                ? t('aira.ar.filterDialog.all')
                : t('aira.ar.filterDialog.priceValue', { value: option })}
            </option>
          ))}
        </select>
        {!support.price && (
          <p id={`${ids.price}-off`} className="aira-muted" data-testid="aira-ar-filter-no-prices">
            {t('aira.ar.filterDialog.noPrices')}
          </p>
        )}
        <button type="button" className="aira-button" onClick={onClose} data-testid="aira-ar-filter-done">
          {t('aira.ar.filterDialog.done')}
        </button>
      </div>
    </AiraDialog>
  );
}
