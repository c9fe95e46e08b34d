import type { AiChatResponse, AiLocation, Language } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { ChatForm, CHAT_FORM_BOXED } from '../../../components/chat-form';
import { useScrollToNewest } from '../../../components/chat-log';
import type { ChatTransport } from '../../../lib/chat/use-chat';
import { useVoiceChat, type VoiceChatMessage, type VoiceTransport } from '../voice/kernel/use-voice-chat';
import type { VoicePlayer } from '../voice/kernel/audio-player';
import type { Recording, RecordingOptions } from '../voice/kernel/recorder';
import { askAira, realtimeVoice } from '../voice/kernel/voice-api';
import { MAPS_VOICE_CHOICES, mapsVoiceStore } from '../voice/kernel/voice-store';
import { VoicePicker } from '../voice/voice-picker';
import { VoiceReply } from '../voice/voice-reply';
import { MapsVoiceRow } from './maps-voice-row';
import { useAriaPortal, useFollowUp } from './use-aria-portal';
import { matchPhrase } from './voice-phrases';

/** The spec's maps assistant session prefix; the chat kernel adds the device part. */
const SESSION = 'maps_navigation';

/** What the ARIA panel talks to; the defaults are the real endpoints (tests bring their own). */
export interface MapsAssistantServices {
  transport?: ChatTransport;
  voiceTransport?: VoiceTransport;
  recorder?: (options: RecordingOptions) => Promise<Recording>;
  player?: VoicePlayer;
  /** The server's origin for the voice endpoints (tests: their loopback server). */
  apiBase?: string;
}

function time(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
}

/** §8: the maps assistant logs why it failed (its reply is the fallback). */
function logged<T>(answer: Promise<T>): Promise<T> {
  return answer.catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'AbortError'))
      console.error(`AI response failed: ${error instanceof Error && error.message ? error.message : 'Unknown error'}`);
    throw error;
  });
}

/** ARIA's own answer to a portal phrase: her words, not the server's. */
function localAnswer(text: string, language: Language): AiChatResponse {
  return { status: 'success', response: text, language, isFallback: false, sources: [] };
}

/** The reply the follow-up prompt may follow: the last finished one, not an error nor a bare phrase. */
function lastReply(messages: readonly VoiceChatMessage[]): string | undefined {
  const last = messages.at(-1);
  if (!last || last.type !== 'ai' || last.isLoading || last.isError) return undefined;
  const question = messages.at(-2);
  const phrase = question?.type === 'user' ? matchPhrase(question.content) : null;
  return phrase && !phrase.rest ? undefined : last.key;
}

/**
 * The ARIA panel of the maps modal (spec §2, §4, §9) on AIRA's voice chat kernel: questions go with
 * the position and context_type 'maps_navigation' (replies under 80 words), typed or spoken (the
 * Speak/Stop toggle), read aloud with one of the 19 voices (default Bella) while the voice is on.
 * 'Hey ARIA' opens ARIA's portal (her greeting shows 5 s), 'Bye ARIA' closes it; 8 s after a reply
 * with nothing asked since, she asks whether she can help further. When the call fails ARIA's
 * fallback reply stands in (§8). Each message names its sender (User or ARIA) and time.
 */
export function MapsAssistant({
  position,
  placeName = null,
  services = {},
}: {
  position: { lat: number; lng: number };
  placeName?: string | null;
  services?: MapsAssistantServices;
}) {
  const { t, i18n } = useTranslation();
  const portal = useAriaPortal();
  const base = services.apiBase ?? '';
  const location: AiLocation = {
    lat: position.lat,
    lng: position.lng,
    ...(placeName ? { city: placeName.slice(0, 200) } : {}),
  };

  /** A portal phrase opens or closes the portal; a bare phrase is answered by ARIA herself. */
  const heard = (message: string, language: Language): { local?: AiChatResponse; message: string } => {
    const phrase = matchPhrase(message);
    if (!phrase) return { message };
    if (phrase.kind === 'close') {
      portal.closePortal();
      return { local: localAnswer(t('aira.maps.assistant.goodbye'), language), message };
    }
    const greeting = t('aira.maps.assistant.greeting');
    portal.openPortal(greeting);
    return phrase.rest ? { message: phrase.rest } : { local: localAnswer(greeting, language), message };
  };
  const transport: ChatTransport = (request, signal, onText) => {
    const { local, message } = heard(request.message, request.language ?? 'en');
    if (local) return Promise.resolve(local);
    const ask = services.transport ?? ((r, s) => askAira(r, { base, signal: s }));
    return logged(ask({ ...request, message }, signal, onText));
  };
  const voiceTransport: VoiceTransport = (request, signal) => {
    const { local, message } = heard(request.message, request.language ?? 'en');
    if (local) return Promise.resolve({ ...local, voice_generated: false, session_id: request.session_id });
    const ask = services.voiceTransport ?? ((r, s) => realtimeVoice(r, { base, signal: s }));
    return logged(ask({ ...request, message }, signal));
  };

  const chat = useVoiceChat({
    session: () => SESSION,
    subject: () => ({ location, context_type: 'maps_navigation' }),
    failureText: t('aira.maps.assistant.fallback'),
    voiceStore: mapsVoiceStore(),
    voices: MAPS_VOICE_CHOICES,
    transport,
    voiceTransport,
    ...(services.recorder && { recorder: services.recorder }),
    ...(services.player && { player: services.player }),
    apiBase: base,
  });

  const quiet = !chat.pending && !chat.recording && !chat.transcribing && !chat.speaking;
  useFollowUp(lastReply(chat.messages), quiet, () => portal.say(t('aira.maps.assistant.followUp')));

  const { messages } = chat;
  const last = messages.at(-1);
  const logRef = useScrollToNewest<HTMLOListElement>(
    messages.length,
    (last?.content.length ?? 0) + (last?.isLoading ? 0 : 1),
  );
  const lastDone = messages.filter((m) => m.type === 'ai' && !m.isLoading).at(-1);
  const user = t('aira.maps.assistant.user');
  const aria = t('aira.maps.assistant.aria');
  return (
    <section className="aira-maps__panel aira-maps__assistant" aria-labelledby="aira-maps-assistant-title">
      <h3 id="aira-maps-assistant-title">{t('aira.maps.assistant.title')}</h3>
      <p className="aira-muted">{t('aira.maps.assistant.intro')}</p>
      <p className="aira-muted">{t('aira.maps.assistant.phrasesHint')}</p>
      <div className="aira-maps__portal-area" role="status" aria-live="polite" data-testid="aira-maps-portal-area">
        {portal.open && (
          <p className="aira-maps__portal" data-testid="aira-maps-portal">
            <span className="aira-maps__portal-orb" aria-hidden="true" />
            {t('aira.maps.assistant.portalOpen')}
          </p>
        )}
        {portal.bubble && (
          <p className="aira-maps__bubble" data-testid="aira-maps-bubble">
            <strong>{aria}:</strong> {portal.bubble}
          </p>
        )}
      </div>
      <VoicePicker chat={chat} testId="aira-maps" />
      <MapsVoiceRow chat={{ ...chat, toggleRecording: () => chat.toggleRecording() }} />
      {messages.length > 0 && (
        <ol
          ref={logRef}
          className="aira-maps__chat"
          tabIndex={0}
          aria-label={t('aira.maps.assistant.log')}
          data-testid="aira-maps-chat"
        >
          {messages.map((message) =>
            message.type === 'user' ? (
              <li key={message.key} className="aira-maps__message aira-maps__message--user" data-sender="User">
                <p className="aira-maps__meta">
                  <strong>{user}</strong> ·{' '}
                  <time dateTime={message.timestamp}>{time(message.timestamp, i18n.language)}</time>
                  {message.isVoice && <> · {t('aira.voice.spoken')}</>}
                </p>
                <p>{message.content}</p>
              </li>
            ) : (
              <li
                key={message.key}
                className="aira-maps__message aira-maps__message--aria"
                data-sender="ARIA"
                data-error={message.isError || undefined}
                data-testid="aira-maps-chat-answer"
              >
                <p className="aira-maps__meta">
                  <strong>{aria}</strong>
                  {!message.isLoading && (
                    <>
                      {' '}
                      · <time dateTime={message.timestamp}>{time(message.timestamp, i18n.language)}</time>
                    </>
                  )}
                  {message.hasAudio && <> · {t('aira.voice.withAudio')}</>}
                </p>
                <VoiceReply
                  message={message}
                  thinking={t('aira.maps.assistant.thinking')}
                  metaClassName="aira-maps__meta"
                  sourcesLabel={t('aira.maps.assistant.source')}
                />
              </li>
            ),
          )}
        </ol>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {lastDone?.content ?? ''}
      </p>
      <ChatForm
        className={`aira-maps__form ${CHAT_FORM_BOXED}`}
        label={t('aira.maps.assistant.inputLabel')}
        placeholder={t('aira.maps.assistant.placeholder')}
        sendLabel={t('aira.maps.assistant.send')}
        chat={chat}
        onSubmit={(event) => chat.submit(event)}
        testId="aira-maps-chat"
      />
    </section>
  );
}
