import { useState, type FormEvent } from 'react';
import type { AdminPresentation } from '@/shared/api/admin-presentations';
import { formatDate, formatNumber, formatTime } from '@/shared/format';
import { t } from '@/shared/i18n';
import { localTitle } from '@/shared/i18n/content';
import { Button } from '@/shared/ui/Button';
import { FormAlert } from '@/shared/ui/FormAlert';
import { Modal, ModalActions } from '@/shared/ui/Modal';
import { SelectField } from '@/shared/ui/SelectField';
import { isPlaced, placeOf, startChoices, tehranInstant } from '../schedule-grid';
import '../messages';

interface MoveSessionDialogProps {
  session: AdminPresentation;
  days: string[];
  rooms: string[];
  /** The day shown when it opened: where an unplaced draft goes by default. */
  shownDay: string;
  /** Moves it; answers the refusal to show, or null when it moved (the dialog then closes). */
  onMove: (session: AdminPresentation, room: string, day: string, start: number) => Promise<string | null>;
  onClose: () => void;
}

/** The quarter hours offered, with the session's own start when it is between two. */
const withStart = (choices: number[], own: number) => (choices.includes(own) ? choices : [...choices, own].sort((a, b) => a - b));

/**
 * Moving a session without dragging (the keyboard's and a screen reader's way, and a precise one for
 * anybody): its day, room and start, the length kept. A refusal (the room or a presenter taken) stays
 * in the dialog, so that another time can be chosen at once.
 */
export function MoveSessionDialog({ session, days, rooms, shownDay, onMove, onClose }: MoveSessionDialogProps) {
  const place = placeOf(session);
  const length = place.end - place.start;
  const [day, setDay] = useState(isPlaced(session) ? place.day : shownDay);
  const [room, setRoom] = useState(session.room || (rooms[0] ?? ''));
  const [start, setStart] = useState(String(place.start));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dayChoices = days.includes(day) ? days : [...days, day].sort();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !room) return;
    setBusy(true);
    setRefusal(null);
    const refused = await onMove(session, room, day, Number(start));
    setBusy(false);
    if (refused) setRefusal(refused);
    else onClose();
  };

  return (
    <Modal open onClose={onClose} title={t('admin.scheduleMoveTitle', { title: localTitle(session) })}>
      <form onSubmit={(event) => void submit(event)} className="grid gap-4">
        {refusal && <FormAlert>{refusal}</FormAlert>}
        <p className="text-sm text-navy-600">{t('admin.scheduleMoveLength', { minutes: formatNumber(length) })}</p>
        <SelectField
          label={t('admin.scheduleDay')}
          name="day"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          options={dayChoices.map((value) => ({ value, label: formatDate(tehranInstant(value, 12 * 60)) }))}
        />
        <SelectField
          label={t('admin.scheduleRoom')}
          name="room"
          value={room}
          onChange={(event) => setRoom(event.target.value)}
          options={[...(room ? [] : [{ value: '', label: t('admin.scheduleChooseRoom') }]), ...rooms.map((value) => ({ value, label: value }))]}
        />
        <SelectField
          label={t('admin.scheduleStart')}
          name="start"
          value={start}
          onChange={(event) => setStart(event.target.value)}
          options={withStart(startChoices(length), place.start).map((minute) => ({ value: String(minute), label: formatTime(tehranInstant(day, minute)) }))}
        />
        <ModalActions>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={!room}>
            {t('admin.scheduleMoveSave')}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
