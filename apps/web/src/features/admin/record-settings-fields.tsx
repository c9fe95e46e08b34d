import { useTranslation } from 'react-i18next';
import type { RecordSettingField } from './record-settings';

interface Props<R> {
  fields: RecordSettingField<R>[];
  record: R;
  onChange: (record: R) => void;
  idPrefix: string;
}

/** The language-independent fields of a record (quiz category, linked place), above its texts. */
export function RecordSettings<R>({ fields, record, onChange, idPrefix }: Props<R>) {
  const { t } = useTranslation();
  return (
    <div className="admin-editor__row">
      {fields.map((field) => {
        const fieldId = `${idPrefix}-setting-${field.key}`;
        const value = field.get(record);
        return (
          <div key={field.key} className="admin-editor__field">
            <label htmlFor={fieldId}>{t(`adminArea.records.settings.${field.key}`)}</label>
            {field.options ? (
              <select id={fieldId} value={value} onChange={(event) => onChange(field.set(record, event.target.value))}>
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={fieldId}
                value={value}
                placeholder="five-lakes-walk-zermatt"
                onChange={(event) => onChange(field.set(record, event.target.value))}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
