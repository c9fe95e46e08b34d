import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceChat } from './kernel/use-voice-chat';
import { VoiceRow, type VoiceRowChat } from './voice-row';

type ControlsChat = VoiceRowChat &
  Pick<
    VoiceChat<unknown>,
    'continuous' | 'setContinuous' | 'recording' | 'speaking' | 'pending' | 'micDisabled' | 'interrupt'
  > & {
    /** A panel that records with a context (the AR chat's place) passes `() => chat.toggleRecording(place)`. */
    toggleRecording: () => void;
  };

/**
 * The voice row of AIRA's chats (spec §2, §4): voice on/off, record (pressed while listening),
 * interrupt, continuous conversation, the status line (announced politely) and the last error
 * (role="alert"). Every voice button but the toggle is disabled while the voice is off; the mic also
 * while a question is under way or when the server has no speech-to-text provider (it says so).
 */
export function VoiceControls({ chat, testId }: { chat: ControlsChat; testId: string }) {
  const { t } = useTranslation();
  const noteId = useId();
  const sttNoteId = chat.voiceOn && !chat.sttAvailable ? noteId : undefined;
  return (
    <VoiceRow
      chat={chat}
      testId={testId}
      sttNoteId={sttNoteId}
      offHint={t('aira.voice.toggleHint')}
      testIds={{ status: `${testId}-status`, alert: `${testId}-alert`, sttMissing: `${testId}-stt-missing` }}
    >
      <button
        type="button"
        className="aira-voice__button aira-voice__record"
        aria-pressed={chat.recording}
        aria-label={t('aira.voice.recordLabel')}
        aria-describedby={sttNoteId}
        disabled={chat.micDisabled}
        data-testid={`${testId}-record`}
        onClick={() => chat.toggleRecording()}
      >
        {chat.recording ? t('aira.voice.recording') : t('aira.voice.record')}
      </button>
      <button
        type="button"
        className="aira-voice__button"
        disabled={!chat.voiceOn || !(chat.speaking || chat.pending || chat.recording)}
        data-testid={`${testId}-interrupt`}
        onClick={chat.interrupt}
      >
        {t('aira.voice.interrupt')}
      </button>
      <button
        type="button"
        className="aira-voice__button"
        aria-pressed={chat.continuous}
        disabled={!chat.voiceOn}
        data-testid={`${testId}-continuous`}
        onClick={() => chat.setContinuous(!chat.continuous)}
      >
        {t('aira.voice.continuous')}
      </button>
    </VoiceRow>
  );
}
