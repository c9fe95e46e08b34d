import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceChat } from '../voice/kernel/use-voice-chat';
import '../voice/voice.css';

type RowChat = Pick<
  VoiceChat<undefined>,
  | 'status'
  | 'voiceOn'
  | 'setVoiceOn'
  | 'recording'
  | 'speaking'
  | 'micDisabled'
  | 'sttAvailable'
  | 'toggleRecording'
  | 'interrupt'
  | 'alert'
  | 'dismissAlert'
  | 'hint'
>;

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
  const micNote = chat.voiceOn && !chat.sttAvailable;
  return (
    <div className="aira-voice" role="group" aria-label={t('aira.voice.controls')} data-testid="aira-maps-voice">
      <div className="aira-voice__row">
        <button
          type="button"
          className="aira-voice__button"
          aria-pressed={chat.voiceOn}
          data-testid="aira-maps-voice-toggle"
          onClick={() => chat.setVoiceOn(!chat.voiceOn)}
        >
          {t('aira.voice.toggle')}
        </button>
        <button
          type="button"
          className="aira-voice__button aira-voice__record"
          disabled={action === 'speak' && chat.micDisabled}
          aria-describedby={micNote ? noteId : undefined}
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
      </div>
      <p className="aira-voice__status" role="status" aria-live="polite" data-testid="aira-maps-voice-status">
        <span className="aira-voice__dot" data-status={chat.status} aria-hidden="true" />
        {t('aira.voice.statusLabel')}: {t(`aira.voice.status.${chat.status}`)}
        {chat.hint && <> — {chat.hint}</>}
      </p>
      {micNote && (
        <p id={noteId} className="aira-muted aira-voice__note">
          {t('aira.voice.sttMissing')}
        </p>
      )}
      {!chat.voiceOn && <p className="aira-muted aira-voice__note">{t('aira.maps.assistant.voiceOffHint')}</p>}
      <div role="alert" className="aira-voice__alert-slot">
        {chat.alert && (
          <p className="aira-voice__alert" data-testid="aira-maps-voice-alert">
            {chat.alert}{' '}
            <button type="button" className="aira-voice__link" onClick={chat.dismissAlert}>
              {t('aira.voice.dismiss')}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
