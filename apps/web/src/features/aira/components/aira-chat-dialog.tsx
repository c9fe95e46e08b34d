import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_FORM_BOXED, ChatForm } from '../../../components/chat-form';
import type { ChatSubject, ChatTransport } from '../../../lib/chat/use-chat';
import { useVoiceChat, type VoiceTransport } from '../voice/kernel/use-voice-chat';
import type { Recording, RecordingOptions } from '../voice/kernel/recorder';
import { quickQuestions, QuickQuestions } from '../voice/quick-questions';
import { VoiceChatLog } from '../voice/voice-chat-log';
import { VoiceControls } from '../voice/voice-controls';
import { VoicePicker } from '../voice/voice-picker';
import { AiraDialog } from './aira-dialog';
import '../voice/voice.css';

/** What a chat dialog talks to; the defaults are the real endpoints (tests bring their own). */
export interface AiraChatServices {
  transport?: ChatTransport;
  voiceTransport?: VoiceTransport;
  recorder?: (options: RecordingOptions) => Promise<Recording>;
  /** The server's origin for the voice endpoints (tests: their loopback server). */
  apiBase?: string;
}

/**
 * AIRA's chat dialogs (spec §2: the header's AI assistant, the place modal's Ask AI — the text chat
 * modal —, 'Ask AI About This City', the ARQive room's voice chat) on the one voice chat kernel: the
 * voice personality, quick questions, the conversation, the voice row (voice toggle, record,
 * interrupt, status) and the text line. A failure answers with the panel's own text (§8).
 */
export function AiraChatDialog({
  title,
  intro,
  welcome,
  subject,
  session,
  failureText,
  serverErrorText = false,
  quick = [],
  firstQuestion,
  voiceOn = false,
  testId,
  onClose,
  services = {},
}: {
  title: string;
  intro?: string;
  /** The first entry of the conversation (the assistant's welcome list). */
  welcome?: ReactNode;
  subject: ChatSubject;
  /** The session prefix, or made from the moment the chat started (the kernel adds the device part). */
  session: string | ((startedAt: number) => string);
  failureText: string;
  /** Show the server's own error message when it sent one (§8 AI chat). */
  serverErrorText?: boolean;
  quick?: readonly string[];
  /** Asked as soon as the dialog opens (the city guide's 'What is worth seeing in …?'). */
  firstQuestion?: string;
  /** Voice on at first (the room's voice chat). */
  voiceOn?: boolean;
  testId: string;
  onClose: () => void;
  services?: AiraChatServices;
}) {
  const { t } = useTranslation();
  const chat = useVoiceChat({
    session: (_context, startedAt) => (typeof session === 'string' ? session : session(startedAt)),
    subject: () => subject,
    failureText,
    serverErrorText,
    voiceOn,
    ...(services.transport && { transport: services.transport }),
    ...(services.voiceTransport && { voiceTransport: services.voiceTransport }),
    ...(services.recorder && { recorder: services.recorder }),
    ...(services.apiBase !== undefined && { apiBase: services.apiBase }),
  });
  // Asked once the dialog is really open: a timer, so StrictMode's trial mount does not ask twice.
  const askFirst = useEffectEvent((question: string) => void chat.send(question));
  useEffect(() => {
    if (!firstQuestion) return;
    const timer = window.setTimeout(() => askFirst(firstQuestion), 0);
    return () => window.clearTimeout(timer);
  }, [firstQuestion]);

  return (
    <AiraDialog title={title} onClose={onClose} testId={testId}>
      {intro && (
        <p className="aira-muted" data-testid={`${testId}-intro`}>
          {intro}
        </p>
      )}
      <VoicePicker chat={chat} testId={testId} />
      {quick.length > 0 && (
        <QuickQuestions
          label={t('aira.chat.quickLabel')}
          questions={quickQuestions(quick, `${testId}-quick`)}
          disabled={chat.pending}
          onAsk={(question) => void chat.send(question)}
        />
      )}
      <VoiceChatLog chat={chat} label={t('aira.chat.log')} testId={testId}>
        {welcome}
      </VoiceChatLog>
      <VoiceControls chat={chat} testId={testId} />
      <ChatForm
        className={CHAT_FORM_BOXED}
        label={t('aira.chat.label')}
        placeholder={t('aira.chat.placeholder')}
        sendLabel={t('aira.chat.send')}
        chat={chat}
        onSubmit={(event) => chat.submit(event)}
        testId={testId}
      />
    </AiraDialog>
  );
}
