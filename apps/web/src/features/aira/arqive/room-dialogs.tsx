import { ARQIVE, REALM_THEMES, type ArEvent, type ArRoom } from '@swiss/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors';
import { AiraDialog } from '../components/aira-dialog';
import { createEvent, createRoom } from './arqive-api';
import { displayName } from './display-name';
import {
  eventBody,
  eventFormDefaults,
  roomBody,
  ROOM_FORM_DEFAULTS,
  type EventForm,
  type RoomForm,
} from './room-forms';

/** Create AR Room (spec §2, §5). The server's room comes back and goes to the top of the list. */
export function CreateRoomDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (room: ArRoom) => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<RoomForm>(ROOM_FORM_DEFAULTS);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = roomBody(form, displayName());
    if (!result.ok) {
      setError(t(`aira.arqive.form.${result.error}`));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onCreated(await createRoom(result.body));
    } catch (failure) {
      setError(`${t('aira.arqive.rooms.createFailed')} ${describeError(failure)}`);
    } finally {
      setBusy(false);
    }
  };
  const set = (patch: Partial<RoomForm>) => setForm((current) => ({ ...current, ...patch }));
  return (
    <AiraDialog title={t('aira.arqive.rooms.createTitle')} onClose={onClose} testId="arqive-create-room">
      <form className="arqive-form" onSubmit={(event) => void submit(event)} noValidate>
        <label>
          {t('aira.arqive.form.roomName')}
          <input value={form.name} maxLength={ARQIVE.room.nameMax} onChange={(e) => set({ name: e.target.value })} />
        </label>
        <label>
          {t('aira.arqive.form.description')}
          <textarea
            value={form.description}
            maxLength={ARQIVE.room.descriptionMax}
            onChange={(e) => set({ description: e.target.value })}
          />
        </label>
        <label>
          {t('aira.arqive.form.maxParticipants')}
          <input
            type="number"
            inputMode="numeric"
            min={ARQIVE.room.minParticipants}
            max={ARQIVE.room.maxParticipants}
            value={form.maxParticipants}
            aria-invalid={error !== null && form.maxParticipants !== ''}
            aria-describedby="arqive-max-hint"
            onChange={(e) => set({ maxParticipants: e.target.value })}
          />
        </label>
        <p id="arqive-max-hint" className="arqive__muted">
          {t('aira.arqive.form.participantsHint')}
        </p>
        <label>
          {t('aira.arqive.form.theme')}
          <select
            value={form.theme}
            onChange={(e) => set({ theme: REALM_THEMES.find((v) => v === e.target.value) ?? 'blueprint' })}
          >
            {REALM_THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {t(`aira.arqive.themes.${theme}`)}
              </option>
            ))}
          </select>
        </label>
        <p role="alert" className="arqive__error">
          {error}
        </p>
        <button
          type="submit"
          className="aira-button aira-wide"
          aria-disabled={busy}
          data-testid="arqive-create-room-submit"
        >
          {busy ? t('aira.arqive.saving') : t('aira.arqive.rooms.create')}
        </button>
      </form>
    </AiraDialog>
  );
}

/** Host Event (spec §2, §5). */
export function HostEventDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (event: ArEvent) => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<EventForm>(() => eventFormDefaults());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = eventBody(form, displayName());
    if (!result.ok) {
      setError(t(`aira.arqive.form.${result.error}`));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onCreated(await createEvent(result.body));
    } catch (failure) {
      setError(`${t('aira.arqive.events.createFailed')} ${describeError(failure)}`);
    } finally {
      setBusy(false);
    }
  };
  const set = (patch: Partial<EventForm>) => setForm((current) => ({ ...current, ...patch }));
  return (
    <AiraDialog title={t('aira.arqive.events.hostTitle')} onClose={onClose} testId="arqive-host-event">
      <form className="arqive-form" onSubmit={(event) => void submit(event)} noValidate>
        <label>
          {t('aira.arqive.form.eventTitle')}
          <input
            value={form.title}
            maxLength={ARQIVE.event.titleMax}
            onChange={(e) => set({ title: e.target.value })}
          />
        </label>
        <label>
          {t('aira.arqive.form.startTime')}
          <input type="datetime-local" value={form.startTime} onChange={(e) => set({ startTime: e.target.value })} />
        </label>
        <label>
          {t('aira.arqive.form.description')}
          <textarea
            value={form.description}
            maxLength={ARQIVE.event.descriptionMax}
            onChange={(e) => set({ description: e.target.value })}
          />
        </label>
        <p role="alert" className="arqive__error">
          {error}
        </p>
        <button
          type="submit"
          className="aira-button aira-wide"
          aria-disabled={busy}
          data-testid="arqive-host-event-submit"
        >
          {busy ? t('aira.arqive.saving') : t('aira.arqive.events.host')}
        </button>
      </form>
    </AiraDialog>
  );
}
