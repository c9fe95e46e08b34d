import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceChat } from '../voice/kernel/use-voice-chat';
import { VoiceRow, type VoiceRowChat } from '../voice/voice-row';

type RowChat = VoiceRowChat &
  Pick<VoiceChat<undefined>, 'recording' | 'speaking' | 'micDisabled' | 'toggleRecording' | 'interrupt'>;

/**
 * The ARIA panel's voice row (spec §2 maps: a Speak/Stop toggle): the voice toggle, then one button
 * that says what it will do — Speak (start recording), Stop and send (end the recording and ask), or
 * Stop speaking (interrupt ARIA's spoken reply). Speak is disabled while the voice is off. The status
 * line is announced politely, errors as an alert.
 */
export function MapsVoiceRow({ chat }: { chat: RowChat }) {
  const { t } = useTranslation();
  const noteId = useId();
  const action = chat.recording ? 'send' : chat.speaking ? 'stop' : 'speak';
  const sttNoteId = chat.voiceOn && !chat.sttAvailable ? noteId : undefined;
  return (
    <VoiceRow
      chat={chat}
      testId="aira-maps"
      sttNoteId={sttNoteId}
      offHint={t('aira.maps.assistant.voiceOffHint')}
      testIds={{ status: 'aira-maps-voice-status', alert: 'aira-maps-voice-alert' }}
    >
      <button
        type="button"
        className="aira-voice__button aira-voice__record"
        disabled={action === 'speak' && chat.micDisabled}
        aria-describedby={sttNoteId}
        data-action={action}
        data-testid="aira-maps-speak"
        onClick={() => (action === 'stop' ? chat.interrupt() : chat.toggleRecording())}
      >
        {action === 'send'
          ? t('aira.maps.assistant.stopSend')
          : action === 'stop'
            ? t('aira.maps.assistant.stopSpeaking')
            : t('aira.maps.assistant.speak')}
      </button>
    </VoiceRow>
  );
}
