import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceChat } from './kernel/use-voice-chat';
import './voice.css';

/** What the row frame reads of the voice chat. */
export type VoiceRowChat = Pick<
  VoiceChat<unknown>,
  'status' | 'voiceOn' | 'setVoiceOn' | 'sttAvailable' | 'alert' | 'dismissAlert' | 'hint'
>;

/**
 * The frame of AIRA's voice rows (spec §2, §4), shared by the chats' controls and the maps panel's
 * Speak/Stop row: the group with the voice toggle and the panel's own buttons (`children`), the
 * status line (announced politely), the note that speech to text is missing (`sttNoteId`, set only
 * while it shows, so the mic can point at it), the voice-off hint and the last error (role="alert").
 */
export function VoiceRow({
  chat,
  testId,
  sttNoteId,
  offHint,
  testIds,
  children,
}: {
  chat: VoiceRowChat;
  /** The prefix of the group's and the toggle's test ids. */
  testId: string;
  sttNoteId: string | undefined;
  offHint: string;
  testIds: { status: string; alert: string; sttMissing?: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
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
        {children}
      </div>
      <p className="aira-voice__status" role="status" aria-live="polite" data-testid={testIds.status}>
        <span className="aira-voice__dot" data-status={chat.status} aria-hidden="true" />
        {t('aira.voice.statusLabel')}: {t(`aira.voice.status.${chat.status}`)}
        {chat.hint && <> — {chat.hint}</>}
      </p>
      {sttNoteId && (
        <p id={sttNoteId} className="aira-muted aira-voice__note" data-testid={testIds.sttMissing}>
          {t('aira.voice.sttMissing')}
        </p>
      )}
      {!chat.voiceOn && <p className="aira-muted aira-voice__note">{offHint}</p>}
      <div role="alert" className="aira-voice__alert-slot">
        {chat.alert && (
          <p className="aira-voice__alert" data-testid={testIds.alert}>
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
