import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from './language-select';
import { Sheet } from './sheet';
import { ThemeSelect } from './theme-select';

// Loaded when a sheet first opens (settings-sheet.tsx, tab-bar.tsx), not with the home page: what the
// sheets show comes in as props, so this chunk shares no module with the first load but the libraries.

/** Settings: theme and language. */
export function SettingsSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Sheet title={t('settings.title')} onClose={onClose} testId="settings-sheet">
      <div className="sheet__fields">
        <ThemeSelect />
        <LanguageSelect />
      </div>
    </Sheet>
  );
}

export interface SheetLink {
  key: string;
  to: string;
  text: string;
  current: boolean;
}

/** More (phones): the views that are not tabs, then the mode switch. */
export function MoreSheet({ title, links, onClose }: { title: string; links: SheetLink[]; onClose: () => void }) {
  return (
    <Sheet title={title} onClose={onClose} testId="more-sheet">
      <ul className="sheet__links">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.to}
              className={`sheet__link${link.key === 'switch-mode' ? ' sheet__link--mode' : ''}`}
              aria-current={link.current ? 'page' : undefined}
              onClick={onClose}
              data-testid={`more-${link.key}`}
            >
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
