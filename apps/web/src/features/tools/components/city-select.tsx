import { PRESET_CITIES } from '@swiss/content/tools';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../../lib/i18n';

export const CITY_IDS = PRESET_CITIES.map((c) => c.id);

export function cityName(id: string, lang: string): string {
  const city = PRESET_CITIES.find((c) => c.id === id);
  return city ? city.names[resolveLanguage(lang)] : id;
}

/** One of the 24 preset cities, named in the current language. */
export function CitySelect(props: { id: string; label: string; value: string; onChange: (id: string) => void }) {
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  return (
    <div className="tools__field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {PRESET_CITIES.map((city) => (
          <option key={city.id} value={city.id}>
            {city.names[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
