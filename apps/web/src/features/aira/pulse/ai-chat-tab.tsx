import { useTranslation } from 'react-i18next';
import { CHAT_FORM_BOXED, ChatForm } from '../../../components/chat-form';
import type { ChatTransport } from '../../../lib/chat/use-chat';
import { useVoiceChat, type VoiceTransport } from '../voice/kernel/use-voice-chat';
import type { AiraPosition } from '../position/detect-position';
import { airaLocation } from '../voice/aira-location';
import { QuickQuestions } from '../voice/quick-questions';
import { VoiceChatLog } from '../voice/voice-chat-log';
import { VoiceControls } from '../voice/voice-controls';
import { VoicePicker } from '../voice/voice-picker';
import { VoiceSliders } from '../voice/voice-sliders';

/** The five quick queries (§2), each a question the server answers at the visitor's position. */
export const PULSE_QUICK_QUERIES = ['weather', 'dining', 'events', 'transport', 'attractions'] as const;
/** What the assistant really does (the server answers from these at the position), one card each. */
const CAPABILITIES = ['places', 'weather', 'transport', 'voice'] as const;

/**
 * Pulse's AI Chat tab, the 'Neural Assistant' (spec §2): messages and input, the quick queries, voice
 * on/off with the personality picker and the stability and clarity sliders, record and interrupt, and
 * what the assistant can do. The session is `pulse_voice_{timestamp}` (§7); a failure answers with
 * the spec's Pulse text (§8).
 */
export function AiChatTab({
  position,
  placeName,
  transport,
  voiceTransport,
}: {
  position: AiraPosition;
  placeName: string | null;
  transport?: ChatTransport;
  voiceTransport?: VoiceTransport;
}) {
  const { t } = useTranslation();
  const location = airaLocation(position, placeName);
  const chat = useVoiceChat({
    session: (_context, startedAt) => `pulse_voice_${startedAt}`,
    subject: () => ({ location }),
    failureText: t('aira.pulse.chat.failure'),
    ...(transport && { transport }),
    ...(voiceTransport && { voiceTransport }),
  });
  const testId = 'aira-pulse-chat';
  return (
    <section className="aira-card aira-pulse__panel" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h3 id={`${testId}-title`}>{t('aira.pulse.tabs.ai-chat')}</h3>
      <p className="aira-muted">{t('aira.pulse.chat.intro')}</p>
      <QuickQuestions
        label={t('aira.pulse.chat.quickLabel')}
        questions={PULSE_QUICK_QUERIES.map((query) => ({
          label: t(`aira.pulse.chat.quick.${query}.label`),
          question: t(`aira.pulse.chat.quick.${query}.question`),
          testId: `${testId}-quick-${query}`,
        }))}
        disabled={chat.pending}
        onAsk={(question) => void chat.send(question)}
      />
      <VoiceChatLog chat={chat} label={t('aira.pulse.chat.log')} testId={testId} className="aira-pulse__chat-log" />
      <ChatForm
        className={CHAT_FORM_BOXED}
        label={t('aira.pulse.chat.label')}
        placeholder={t('aira.pulse.chat.placeholder')}
        sendLabel={t('aira.pulse.chat.send')}
        chat={chat}
        onSubmit={(event) => chat.submit(event)}
        testId={testId}
      />
      <VoiceControls chat={chat} testId={testId} />
      <VoicePicker chat={chat} testId={testId} />
      <VoiceSliders chat={chat} testId={testId} />
      <h4>{t('aira.pulse.chat.capabilities')}</h4>
      <ul className="aira-live__cards" data-testid={`${testId}-capabilities`}>
        {CAPABILITIES.map((card) => (
          <li key={card} className="aira-card">
            <strong>{t(`aira.pulse.chat.cards.${card}.title`)}</strong>
            <p className="aira-voice__note">{t(`aira.pulse.chat.cards.${card}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
