import type { AuditValue } from '@swiss/contract';
import { useTranslation } from 'react-i18next';

/**
 * The old and new value of each field an audited change touched, folded away so the list stays
 * short. The arrow is decoration: screen readers hear "before: … after: …" instead.
 */
export function AuditValues({ values }: { values: AuditValue[] }) {
  const { t } = useTranslation();
  if (values.length === 0) return null;
  const shown = (value: string | null) => value ?? t('adminArea.audit.none');
  return (
    <details className="admin-audit__details">
      <summary>{t('adminArea.audit.values')}</summary>
      <dl className="admin-audit__values">
        {values.map((value) => (
          <div key={value.field} className="admin-audit__value">
            <dt>
              <code>{value.field}</code>
            </dt>
            <dd>
              <span className="visually-hidden">{t('adminArea.audit.before')} </span>
              <span className="admin-audit__before">{shown(value.before)}</span>
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden">{t('adminArea.audit.after')} </span>
              <span className="admin-audit__after">{shown(value.after)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
