import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The search bar (spec §2): Enter or the button; a blank term says so inline, in an alert. */
export function SearchBar({
  text,
  onText,
  busy,
  message,
  onSearch,
}: {
  text: string;
  onText: (text: string) => void;
  busy: boolean;
  /** An alert to show under the field (blank term, failed search). */
  message: string | null;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const messageId = useId();
  const [blank, setBlank] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setBlank(true);
      return;
    }
    setBlank(false);
    if (!busy) onSearch(text.trim());
  };
  const alert = blank ? t('aira.search.blank') : message;
  return (
    <form role="search" className="aira-search" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="aira-search__label">
        {t('aira.search.label')}
      </label>
      <div className="aira-search__row">
        <input
          id={inputId}
          type="search"
          value={text}
          placeholder={t('aira.search.placeholder')}
          aria-describedby={alert ? messageId : undefined}
          aria-invalid={blank || undefined}
          data-testid="aira-search-input"
          onChange={(event) => {
            onText(event.target.value);
            if (blank) setBlank(false);
          }}
        />
        <button type="submit" className="aira-button" aria-disabled={busy} data-testid="aira-search-button">
          {busy ? t('aira.search.searching') : t('aira.search.button')}
        </button>
      </div>
      <div id={messageId} role="alert" className="aira-search__alert" data-testid="aira-search-alert">
        {alert}
      </div>
    </form>
  );
}
