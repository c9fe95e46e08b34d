import { useTranslation } from 'react-i18next';
import { catalogList } from '../voice/quick-questions';
import { AiraChatDialog, type AiraChatServices } from '../components/aira-chat-dialog';
import type { AiraPosition } from '../position/detect-position';
import { sessionPart } from '../lib/place-subject';
import { airaLocation } from '../voice/aira-location';

/**
 * The AR room's voice chat (spec §2 ARQive room: voice chat): AIRA, voice on, about where the room
 * is — the visitor's position, since a room is wherever its participants stand. A failure says the
 * AI chat text, or the server's own message (§8).
 */
export function RoomVoiceChat({
  roomId,
  roomName,
  position,
  placeName,
  onClose,
  services,
}: {
  roomId: string;
  roomName: string;
  position: AiraPosition;
  placeName: string | null;
  onClose: () => void;
  services?: AiraChatServices;
}) {
  const { t } = useTranslation();
  const location = airaLocation(position, placeName);
  const where = location.city ?? location.address;
  return (
    <AiraChatDialog
      title={t('aira.chat.roomTitle', { room: roomName })}
      intro={where ? t('aira.chat.roomIntroAt', { place: where }) : t('aira.chat.roomIntro')}
      subject={{ location }}
      session={`arqive_room_${sessionPart(roomId)}`}
      failureText={t('aira.assistant.failure')}
      serverErrorText
      quick={catalogList(t('aira.chat.roomQuick', { returnObjects: true }))}
      voiceOn
      testId="arqive-voice-chat"
      onClose={onClose}
      services={services}
    />
  );
}
