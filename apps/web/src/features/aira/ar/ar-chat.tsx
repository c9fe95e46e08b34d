import { AR, type AiraPlace } from '@swiss/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_FORM_BOXED, ChatForm } from '../../../components/chat-form';
import { ChatAnnouncer, ChatExchangeItem, ChatLog } from '../../../components/chat-log';
import { useChat, type ChatExchange, type ChatSubject } from '../../../lib/chat/use-chat';
import { AiraDialog } from '../components/aira-dialog';
import type { LatLng } from './ar-geometry';

type About = AiraPlace | undefined;

/** Session ids allow letters, digits and _ : . - only. */
const sessionPart = (id: string) => id.replace(/[^A-Za-z0-9_:.-]/g, '_').slice(0, 100);

/**
 * The last AR.chatMessages exchanges asked within AR.chatWindowMs (spec §5). A question and its answer
 * count as one, so an answer never shows without its question.
 */
export function recentExchanges<C>(exchanges: readonly ChatExchange<C>[], now: number): ChatExchange<C>[] {
  return exchanges.filter((e) => now - Date.parse(e.askedAt) <= AR.chatWindowMs).slice(-AR.chatMessages);
}

/**
 * What the server answers from (the question goes as typed): our place itself when the place is in our
 * catalog, else the place's position (the server answers from our nearest place within 30 km and cites
 * it); a general question goes with the visitor's position.
 */
export function arChatSubject(place: About, at: LatLng): ChatSubject {
  if (place?.explorer_place_id) return { location_id: place.explorer_place_id };
  const { lat, lng } = place ?? at;
  return { position: { lat, lng } };
}

/**
 * The AR AI chat (spec §2): general, or about one place, through the app's chat kernel. Voice comes
 * with a later issue, so no voice controls are shown. A failure answers with the spec's text (§8).
 */
export function ArChat({
  place,
  at,
  onGeneral,
  onClose,
}: {
  place: About;
  /** The visitor's position now: what a general question is about. */
  at: LatLng;
  onGeneral: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const chat = useChat<About>({
    session: (about) => (about ? `aira_ar_${sessionPart(about.place_id)}` : 'aira_ar'),
    subject: (about) => arChatSubject(about, at),
    failure: { answer: () => t('aira.ar.chatPanel.failure') },
  });
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  const shown = recentExchanges(
    chat.exchanges.filter((e) => e.context?.place_id === place?.place_id),
    now,
  );
  const ask = (question: string) => void chat.send(question, place);
  const quick = t(place ? 'aira.ar.chatPanel.quickPlace' : 'aira.ar.chatPanel.quick', {
    returnObjects: true,
  }) as unknown as string[];
  return (
    <AiraDialog
      title={place ? t('aira.ar.chatPanel.titlePlace', { name: place.name }) : t('aira.ar.chatPanel.title')}
      onClose={onClose}
      testId="aira-ar-chat"
    >
      <p className="aira-muted">
        {place ? t('aira.ar.chatPanel.introPlace', { name: place.name }) : t('aira.ar.chatPanel.intro')}
      </p>
      <div className="aira-ar__chips" role="group" aria-label={t('aira.ar.chatPanel.quickLabel')}>
        {quick.map((question) => (
          <button
            key={question}
            type="button"
            className="aira-ar__chip"
            disabled={chat.pending}
            onClick={() => ask(question)}
          >
            {question}
          </button>
        ))}
        {place && (
          <button type="button" className="aira-ar__chip" onClick={onGeneral}>
            {t('aira.ar.chatPanel.general')}
          </button>
        )}
      </div>
      <ChatLog exchanges={shown} className="aira-ar__log" label={t('aira.ar.chatPanel.log')} testId="aira-ar-chat-log">
        {shown.length === 0 && <li className="aira-muted">{t('aira.ar.chatPanel.empty')}</li>}
        {shown.map((exchange) => (
          <ChatExchangeItem
            key={exchange.id}
            exchange={exchange}
            block="aira-ar-chat"
            testId="aira-ar-chat"
            you={t('aira.ar.chatPanel.you')}
            guide={t('aira.ar.chatPanel.guide')}
            thinking={t('aira.ar.chatPanel.thinking')}
          />
        ))}
      </ChatLog>
      <ChatAnnouncer exchanges={shown} />
      <ChatForm
        className={CHAT_FORM_BOXED}
        label={t('aira.ar.chatPanel.label')}
        placeholder={t('aira.ar.chatPanel.placeholder')}
        sendLabel={t('aira.ar.chatPanel.send')}
        chat={chat}
        onSubmit={(event) => {
          event.preventDefault();
          const text = chat.draft.trim();
          if (!text || chat.pending) return;
          chat.setDraft('');
          ask(text);
        }}
        testId="aira-ar-chat"
      />
    </AiraDialog>
  );
}
