import { useTranslation } from 'react-i18next';

/** Previous / "Page n of m" / Next under a paged admin list; hidden when there is one page. */
export function Pager({
  label,
  page,
  pages,
  onPage,
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('adminArea.previous')}
      </button>
      <span>{t('adminArea.page', { page, pages })}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('adminArea.next')}
      </button>
    </nav>
  );
}
