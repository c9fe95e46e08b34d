import { useTranslation } from 'react-i18next';
import { AiraChatDialog, type AiraChatServices } from '../components/aira-chat-dialog';
import type { AiraPosition } from '../position/detect-position';
import { airaLocation } from './aira-location';
import { catalogList } from './quick-questions';

/**
 * The header's AI assistant (spec §2): the voice personality picker, quick queries and a welcome list,
 * asked with the visitor's position (§7); a failure shows the spec's text, or the server's own
 * message when it sent one (§8).
 */
export function AiraAssistantDialog({
  position,
  placeName,
  onClose,
  services,
}: {
  position: AiraPosition;
  placeName: string | null;
  onClose: () => void;
  services?: AiraChatServices;
}) {
  const { t } = useTranslation();
  const quick = catalogList(t('aira.assistant.quick', { returnObjects: true }));
  const welcome = catalogList(t('aira.assistant.welcomeList', { returnObjects: true }));
  return (
    <AiraChatDialog
      title={t('aira.assistant.title')}
      subject={{ location: airaLocation(position, placeName) }}
      session={(startedAt) => `aira_assistant_${startedAt}`}
      failureText={t('aira.assistant.failure')}
      serverErrorText
      quick={quick}
      testId="aira-assistant"
      onClose={onClose}
      {...(services && { services })}
      welcome={
        <li className="aira-voice-log__message aira-voice-log__message--ai" data-testid="aira-assistant-welcome">
          <p>{t('aira.assistant.welcome')}</p>
          <ul>
            {welcome.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </li>
      }
    />
  );
}
