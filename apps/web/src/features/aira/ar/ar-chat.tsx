import { AR, type AiraPlace } from '@swiss/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_FORM_BOXED, ChatForm } from '../../../components/chat-form';
import type { ChatExchange, ChatSubject } from '../../../lib/chat/use-chat';
import { useVoiceChat, type VoiceChatMessage } from '../voice/kernel/use-voice-chat';
import { AiraDialog } from '../components/aira-dialog';
import type { AiraChatServices } from '../components/aira-chat-dialog';
import { placeSubject, sessionPart } from '../lib/place-subject';
import { catalogList, quickQuestions, QuickQuestions } from '../voice/quick-questions';
import { VoiceChatLog } from '../voice/voice-chat-log';
import { VoiceControls } from '../voice/voice-controls';
import { VoicePicker } from '../voice/voice-picker';
import type { LatLng } from './ar-geometry';
import '../voice/voice.css';

type About = AiraPlace | undefined;

/**
 * The last AR.chatMessages exchanges asked within AR.chatWindowMs (spec §5). A question and its answer
 * count as one, so an answer never shows without its question.
 */
export function recentExchanges<C>(exchanges: readonly ChatExchange<C>[], now: number): ChatExchange<C>[] {
  return exchanges.filter((e) => now - Date.parse(e.askedAt) <= AR.chatWindowMs).slice(-AR.chatMessages);
}

/**
 * The conversation lines of the shown exchanges (the kernel names them q{id} and a{id}), plus the
 * voice and microphone errors of the same window, at most AR.chatMessages of them.
 */
export function recentMessages<C>(
  messages: readonly VoiceChatMessage[],
  shown: readonly ChatExchange<C>[],
  now: number,
): VoiceChatMessage[] {
  const kept = new Set(shown.flatMap((e) => [`q${e.id}`, `a${e.id}`]));
  const errors = messages
    .filter((m) => m.key.startsWith('e') && now - Date.parse(m.timestamp) <= AR.chatWindowMs)
    .slice(-AR.chatMessages)
    .map((m) => m.key);
  for (const key of errors) kept.add(key);
  return messages.filter((m) => kept.has(m.key));
}

/**
 * What the server answers from (the question goes as typed): the place (placeSubject) when the chat
 * is about one, else the visitor's position.
 */
export function arChatSubject(place: About, at: LatLng): ChatSubject {
  return place ? placeSubject(place) : { location: { lat: at.lat, lng: at.lng } };
}

/**
 * The AR AI chat (spec §2): general, or about one place, with quick questions, the voice toggle,
 * voice picker, record button and text input, on AIRA's voice chat kernel. It shows the last 5
 * exchanges of the last 5 minutes (§5); a failure answers with the spec's text (§8).
 */
export function ArChat({
  place,
  at,
  onGeneral,
  onClose,
  services = {},
}: {
  place: About;
  /** The visitor's position now: what a general question is about. */
  at: LatLng;
  onGeneral: () => void;
  onClose: () => void;
  services?: AiraChatServices;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const chat = useVoiceChat<About>({
    session: (about) => (about ? `aira_ar_${sessionPart(about.place_id)}` : 'aira_ar'),
    subject: (about) => arChatSubject(about, at),
    failureText: t('aira.ar.chatPanel.failure'),
    ...(services.transport && { transport: services.transport }),
    ...(services.voiceTransport && { voiceTransport: services.voiceTransport }),
    ...(services.recorder && { recorder: services.recorder }),
  });
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  // A question asked after the last tick counts as new (a negative age), so one tick is enough.
  const shown = recentExchanges(
    chat.exchanges.filter((e) => e.context?.place_id === place?.place_id),
    now,
  );
  const lines = recentMessages(chat.messages, shown, now);
  const ask = (question: string) => void chat.send(question, place);
  const quick = catalogList(
    t(place ? 'aira.ar.chatPanel.quickPlace' : 'aira.ar.chatPanel.quick', { returnObjects: true }),
  );
  return (
    <AiraDialog
      title={place ? t('aira.ar.chatPanel.titlePlace', { name: place.name }) : t('aira.ar.chatPanel.title')}
      onClose={onClose}
      testId="aira-ar-chat"
    >
      <p className="aira-muted">
        {place ? t('aira.ar.chatPanel.introPlace', { name: place.name }) : t('aira.ar.chatPanel.intro')}
      </p>
      <QuickQuestions
        label={t('aira.ar.chatPanel.quickLabel')}
        questions={quickQuestions(quick)}
        disabled={chat.pending}
        onAsk={ask}
        groupClassName="aira-ar__chips"
        chipClassName="aira-ar__chip"
      >
        {place && (
          <button type="button" className="aira-ar__chip" onClick={onGeneral}>
            {t('aira.ar.chatPanel.general')}
          </button>
        )}
      </QuickQuestions>
      <VoicePicker chat={chat} testId="aira-ar-chat" />
      <VoiceChatLog
        chat={{ messages: lines }}
        className="aira-ar__log"
        label={t('aira.ar.chatPanel.log')}
        testId="aira-ar-chat"
      >
        {lines.length === 0 && <li className="aira-muted">{t('aira.ar.chatPanel.empty')}</li>}
      </VoiceChatLog>
      <VoiceControls chat={{ ...chat, toggleRecording: () => chat.toggleRecording(place) }} testId="aira-ar-chat" />
      <ChatForm
        className={CHAT_FORM_BOXED}
        label={t('aira.ar.chatPanel.label')}
        placeholder={t('aira.ar.chatPanel.placeholder')}
        sendLabel={t('aira.ar.chatPanel.send')}
        chat={chat}
        onSubmit={(event) => chat.submit(event, place)}
        testId="aira-ar-chat"
      />
    </AiraDialog>
  );
}
