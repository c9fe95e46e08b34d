import type { AiLocation, AiraPlace } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { catalogList } from '../voice/quick-questions';
import { placeSubject, sessionPart } from '../lib/place-subject';
import { AiraChatDialog, type AiraChatServices } from './aira-chat-dialog';

/**
 * The place modal's Ask AI (spec §2): a chat about that place (our catalog's page when we have one,
 * else what we know at its position). A failure says the Places chat text (§8).
 */
export function PlaceChatDialog({
  place,
  onClose,
  services,
}: {
  place: AiraPlace;
  onClose: () => void;
  services?: AiraChatServices;
}) {
  const { t } = useTranslation();
  return (
    <AiraChatDialog
      title={t('aira.chat.placeTitle', { name: place.name })}
      intro={t('aira.chat.placeIntro', { name: place.name })}
      subject={placeSubject(place)}
      session={`aira_place_${sessionPart(place.place_id)}`}
      failureText={t('aira.chat.placeFailure')}
      quick={catalogList(t('aira.chat.placeQuick', { returnObjects: true }))}
      testId="aira-place-chat"
      onClose={onClose}
      services={services}
    />
  );
}

/**
 * 'Ask AI About This City' (spec §2 City Guide): AIRA's chat at the guide's coordinates, which first
 * asks what is worth seeing there. A failure says the AI chat text, or the server's own message (§8).
 */
export function CityChatDialog({
  location,
  city,
  onClose,
  services,
}: {
  location: AiLocation;
  city: string;
  onClose: () => void;
  services?: AiraChatServices;
}) {
  const { t } = useTranslation();
  return (
    <AiraChatDialog
      title={t('aira.chat.cityTitle', { city })}
      intro={t('aira.chat.cityIntro', { city })}
      subject={{ location }}
      session={`aira_city_${sessionPart(city)}`}
      failureText={t('aira.assistant.failure')}
      serverErrorText
      quick={catalogList(t('aira.chat.cityQuick', { returnObjects: true }))}
      firstQuestion={t('aira.chat.cityFirst', { city })}
      testId="aira-city-chat"
      onClose={onClose}
      services={services}
    />
  );
}
