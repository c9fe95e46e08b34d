import { AIRA_VOICE } from '@swiss/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceChat, VoiceSettingsValue } from './kernel/use-voice-chat';
import './voice.css';

type SlidersChat = Pick<VoiceChat<unknown>, 'settings' | 'setSettings'>;

function Slider({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="aira-voice__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={0}
        max={1}
        step={AIRA_VOICE.sliderStep}
        value={value}
        data-testid={testId}
        onChange={(event) => onChange(Math.round(Number(event.target.value) * 10) / 10)}
      />
      <output htmlFor={id}>{value.toFixed(1)}</output>
    </div>
  );
}

/** Stability and clarity (similarity boost) of the spoken replies (§2, §5): 0 to 1 in steps of 0.1. */
export function VoiceSliders({ chat, testId }: { chat: SlidersChat; testId: string }) {
  const { t } = useTranslation();
  const set = (key: keyof Pick<VoiceSettingsValue, 'stability' | 'similarity_boost'>) => (value: number) =>
    chat.setSettings({ [key]: value });
  return (
    <fieldset className="aira-voice__sliders">
      <legend>{t('aira.voice.settings')}</legend>
      <Slider
        label={t('aira.voice.stability')}
        value={chat.settings.stability}
        onChange={set('stability')}
        testId={`${testId}-stability`}
      />
      <Slider
        label={t('aira.voice.clarity')}
        value={chat.settings.similarity_boost}
        onChange={set('similarity_boost')}
        testId={`${testId}-clarity`}
      />
    </fieldset>
  );
}
