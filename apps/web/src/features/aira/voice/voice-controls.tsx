import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceChat } from './kernel/use-voice-chat';
import './voice.css';

type ControlsChat = Pick<
  VoiceChat<unknown>,
  | 'status'
  | 'voiceOn'
  | 'setVoiceOn'
  | 'continuous'
  | 'setContinuous'
  | 'recording'
  | 'speaking'
  | 'pending'
  | 'micDisabled'
  | 'sttAvailable'
  | 'interrupt'
  | 'alert'
  | 'dismissAlert'
  | 'hint'
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
  const micNote = chat.voiceOn && !chat.sttAvailable;
  return (
    <div className="aira-voice" role="group" aria-label={t('aira.voice.controls')} data-testid={`${testId}-voice`}>
      <div className="aira-voice__row">
        <button
          type="button"
          className="aira-voice__button"
          aria-pressed={chat.voiceOn}
          data-testid={`${testId}-voice-toggle`}
          onClick={() => chat.setVoiceOn(!chat.voiceOn)}
        >
          {t('aira.voice.toggle')}
        </button>
        <button
          type="button"
          className="aira-voice__button aira-voice__record"
          aria-pressed={chat.recording}
          aria-label={t('aira.voice.recordLabel')}
          aria-describedby={micNote ? noteId : undefined}
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
      </div>
      <p className="aira-voice__status" role="status" aria-live="polite" data-testid={`${testId}-status`}>
        <span className="aira-voice__dot" data-status={chat.status} aria-hidden="true" />
        {t('aira.voice.statusLabel')}: {t(`aira.voice.status.${chat.status}`)}
        {chat.hint && <> — {chat.hint}</>}
      </p>
      {micNote && (
        <p id={noteId} className="aira-muted aira-voice__note" data-testid={`${testId}-stt-missing`}>
          {t('aira.voice.sttMissing')}
        </p>
      )}
      {!chat.voiceOn && <p className="aira-muted aira-voice__note">{t('aira.voice.toggleHint')}</p>}
      <div role="alert" className="aira-voice__alert-slot">
        {chat.alert && (
          <p className="aira-voice__alert" data-testid={`${testId}-alert`}>
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
