import { VOICES } from '@swiss/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveVoiceId, selectedVoiceId, useVoices } from '../../../lib/speech';

/** The place chat's voice selector; the choice is kept under selectedVoiceId (lib/speech). */
export function VoiceSelect({ serverVoice }: { serverVoice: boolean }) {
  const { t } = useTranslation();
  const voices = useVoices();
  const [voiceId, setVoiceId] = useState(selectedVoiceId);
  const id = useId();
  const list = voices.data?.voices ?? VOICES;
  return (
    <div className="older-voice">
      <label htmlFor={id}>{t('older.chat.voice')}</label>{' '}
      <select
        id={id}
        value={voiceId}
        onChange={(e) => {
          setVoiceId(e.target.value);
          saveVoiceId(e.target.value);
        }}
        data-testid="older-voice-select"
      >
        {list.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name} ({v.accent}, {t(`older.chat.gender.${v.gender}`)})
          </option>
        ))}
      </select>
      {voices.isSuccess && !serverVoice && <p className="muted older-voice__note">{t('older.chat.browserVoice')}</p>}
    </div>
  );
}
