import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceChat } from './kernel/use-voice-chat';
import './voice.css';

type PickerChat = Pick<VoiceChat<unknown>, 'voices' | 'voiceId' | 'setVoiceId'>;

/** The voice personality picker (§2): each voice with its accent and character, kept on the device. */
export function VoicePicker({ chat, testId }: { chat: PickerChat; testId: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="aira-voice__field">
      <label htmlFor={id}>{t('aira.voice.personality')}</label>
      <select
        id={id}
        className="aira-voice__select"
        value={chat.voiceId}
        data-testid={`${testId}-voice-picker`}
        onChange={(event) => chat.setVoiceId(event.target.value)}
      >
        {chat.voices.map((voice) => (
          <option key={voice.voice_id} value={voice.voice_id}>
            {t('aira.voice.option', {
              name: voice.name,
              accent: t(`aira.voice.accents.${voice.accent}`, { defaultValue: voice.accent }),
              description: t(`aira.voice.descriptions.${voice.description}`, { defaultValue: voice.description }),
            })}
          </option>
        ))}
      </select>
    </div>
  );
}
