import type { ArEvent, ArRoom } from '@swiss/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceStore } from '../../../lib/device-store';
import { describeError } from '../../../lib/errors';
import { joinEvent, listEvents, listRooms } from './arqive-api';
import { displayNameStore } from './display-name';
import { CreateRoomDialog, HostEventDialog } from './room-dialogs';

/** Rooms and events refresh on their own so participant counts stay live. */
const REFRESH_MS = 10_000;

/** Stream: the live rooms and events, Create AR Room and Host Event (spec §2). */
export function StreamView({ onJoinRoom }: { onJoinRoom: (roomId: string) => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const name = useDeviceStore(displayNameStore);
  const rooms = useQuery({
    queryKey: ['arqive-rooms'],
    queryFn: ({ signal }) => listRooms(signal),
    refetchInterval: REFRESH_MS,
  });
  const events = useQuery({
    queryKey: ['arqive-events'],
    queryFn: ({ signal }) => listEvents(signal),
    refetchInterval: REFRESH_MS,
  });
  const [creating, setCreating] = useState(false);
  const [hosting, setHosting] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [joinError, setJoinError] = useState<string | null>(null);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const putFirst = <T,>(key: string, item: T, id: (value: T) => string) =>
    queryClient.setQueryData<T[]>([key], (list) => [item, ...(list ?? []).filter((x) => id(x) !== id(item))]);

  const join = async (event: ArEvent) => {
    setJoinError(null);
    try {
      const joined = await joinEvent(event.id);
      putFirst('arqive-events', joined, (e) => e.id);
      setSuccess(t('aira.arqive.events.joined', { title: joined.title }));
    } catch (error) {
      setJoinError(`${t('aira.arqive.events.joinFailed')} ${describeError(error)}`);
    }
  };

  return (
    <div className="arqive__view" data-testid="arqive-stream">
      <label className="arqive-form arqive__name">
        {t('aira.arqive.name.label')}
        <input
          value={name}
          maxLength={40}
          placeholder={t('aira.arqive.name.placeholder')}
          autoComplete="nickname"
          onChange={(e) => displayNameStore.set(e.target.value)}
        />
      </label>
      <p role="status" aria-live="polite" className="arqive__success" data-testid="arqive-success">
        {success}
      </p>

      <section className="arqive__card" aria-labelledby="arqive-rooms-title">
        <div className="arqive__section-head">
          <h2 id="arqive-rooms-title">{t('aira.arqive.rooms.title')}</h2>
          <button type="button" className="aira-button aira-button--ghost" onClick={() => void rooms.refetch()}>
            {t('aira.arqive.refresh')}
          </button>
          <button
            type="button"
            className="aira-button"
            data-testid="arqive-create-room-open"
            onClick={() => setCreating(true)}
          >
            {t('aira.arqive.rooms.createTitle')}
          </button>
        </div>
        {rooms.isPending ? (
          <p role="status">{t('aira.arqive.loading')}</p>
        ) : rooms.isError ? (
          <p role="alert">
            {t('aira.arqive.rooms.loadFailed')} {describeError(rooms.error)}
          </p>
        ) : rooms.data.length === 0 ? (
          <p>{t('aira.arqive.rooms.empty')}</p>
        ) : (
          <ul className="arqive__list" data-testid="arqive-rooms">
            {rooms.data.map((room: ArRoom) => {
              const full = room.participant_count >= room.max_participants;
              return (
                <li key={room.room_id} className="arqive__item">
                  <div>
                    <strong>{room.name}</strong>
                    <p className="arqive__muted">{room.description}</p>
                    <p>
                      {t('aira.arqive.rooms.count', { count: room.participant_count, max: room.max_participants })} ·{' '}
                      {t('aira.arqive.rooms.objects', { count: room.object_count })} · {room.creator}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="aira-button"
                    aria-label={t('aira.arqive.rooms.joinLabel', { name: room.name })}
                    onClick={() => onJoinRoom(room.room_id)}
                  >
                    {full ? t('aira.arqive.rooms.full') : t('aira.arqive.rooms.join')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="arqive__card" aria-labelledby="arqive-events-title">
        <div className="arqive__section-head">
          <h2 id="arqive-events-title">{t('aira.arqive.events.title')}</h2>
          <button type="button" className="aira-button aira-button--ghost" onClick={() => void events.refetch()}>
            {t('aira.arqive.refresh')}
          </button>
          <button
            type="button"
            className="aira-button"
            data-testid="arqive-host-event-open"
            onClick={() => setHosting(true)}
          >
            {t('aira.arqive.events.hostTitle')}
          </button>
        </div>
        {joinError && <p role="alert">{joinError}</p>}
        {events.isPending ? (
          <p role="status">{t('aira.arqive.loading')}</p>
        ) : events.isError ? (
          <p role="alert">
            {t('aira.arqive.events.loadFailed')} {describeError(events.error)}
          </p>
        ) : events.data.length === 0 ? (
          <p>{t('aira.arqive.events.empty')}</p>
        ) : (
          <ul className="arqive__list" data-testid="arqive-events">
            {events.data.map((event) => (
              <li key={event.id} className="arqive__item">
                <div>
                  <strong>{event.title}</strong>
                  <p className="arqive__muted">{event.description}</p>
                  <p>
                    <time dateTime={event.start_time}>{time.format(new Date(event.start_time))}</time> · {event.host} ·{' '}
                    {t('aira.arqive.events.attendees', { count: event.attendees })}
                  </p>
                </div>
                {event.joined ? (
                  <p>{t('aira.arqive.events.going')}</p>
                ) : (
                  <button
                    type="button"
                    className="aira-button"
                    aria-label={t('aira.arqive.events.joinLabel', { title: event.title })}
                    onClick={() => void join(event)}
                  >
                    {t('aira.arqive.events.join')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {creating && (
        <CreateRoomDialog
          onClose={() => setCreating(false)}
          onCreated={(room) => {
            putFirst('arqive-rooms', room, (r) => r.room_id);
            setCreating(false);
            setSuccess(t('aira.arqive.rooms.created', { name: room.name }));
          }}
        />
      )}
      {hosting && (
        <HostEventDialog
          onClose={() => setHosting(false)}
          onCreated={(event) => {
            putFirst('arqive-events', event, (e) => e.id);
            setHosting(false);
            setSuccess(t('aira.arqive.events.created', { title: event.title }));
          }}
        />
      )}
    </div>
  );
}
