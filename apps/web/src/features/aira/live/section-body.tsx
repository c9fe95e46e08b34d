import type { FeedSection, WhatsHappeningSection } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { unavailableMessage } from './bands';
import { FeedItemView } from './feed-item';

/** Capabilities the server names, translated; an unknown one is shown as the server wrote it. */
export function useCapabilityName(): (capability: string) => string {
  const { t, i18n } = useTranslation();
  return (capability) => {
    const key = `aira.live.capability.${capability}`;
    return i18n.exists(key) ? t(key) : capability;
  };
}

/** A section's items, or the sentence saying what it needs (not configured, offline, failed). */
export function SectionBody({
  section,
  name,
  limit,
  compact,
}: {
  section: FeedSection | undefined;
  name: WhatsHappeningSection | 'news' | 'social' | 'music';
  limit?: number;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const capabilityName = useCapabilityName();
  if (!section) return <p className="aira-muted">{t('aira.live.loading')}</p>;
  if (section.status === 'unavailable') {
    const message = unavailableMessage(section, name);
    const values = message.values ? { capability: capabilityName(section.capability) } : undefined;
    return (
      <p className="aira-muted" data-testid="aira-live-unavailable" data-reason={section.reason}>
        {t(message.key, values)}
      </p>
    );
  }
  if (section.items.length === 0) return <p className="aira-muted">{t('aira.live.sectionEmpty')}</p>;
  return (
    <ul className="aira-live__items">
      {section.items.slice(0, limit).map((item) => (
        <FeedItemView key={item.id} item={item} compact={compact ?? false} />
      ))}
    </ul>
  );
}
