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
  /**
   * Takes its room away, back among the unplaced drafts; answers the refusal or null. Offered for a placed
   * draft only: a published session keeps a place (the server refuses it, 409 ALREADY_PUBLISHED).
   */
  onUnplace: (session: AdminPresentation) => Promise<string | null>;
  onClose: () => void;
}

/** The quarter hours offered, with the session's own start when it is between two. */
const withStart = (choices: number[], own: number) => (choices.includes(own) ? choices : [...choices, own].sort((a, b) => a - b));

/**
 * Moving a session without dragging (the keyboard's and a screen reader's way, and a precise one for
 * anybody): its day, room and start, the length kept, or, for a placed draft, back among the unplaced
 * (the drag onto the tray). A refusal (the room or a presenter taken) stays in the dialog, so that
 * another time can be chosen at once.
 */
export function MoveSessionDialog({ session, days, rooms, shownDay, onMove, onUnplace, onClose }: MoveSessionDialogProps) {
  const place = placeOf(session);
  const length = place.end - place.start;
  const [day, setDay] = useState(isPlaced(session) ? place.day : shownDay);
  const [room, setRoom] = useState(session.room || (rooms[0] ?? ''));
  const [start, setStart] = useState(String(place.start));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState<'move' | 'unplace' | null>(null);
  const dayChoices = days.includes(day) ? days : [...days, day].sort();
  const canUnplace = isPlaced(session) && !session.is_published;

  const run = async (what: 'move' | 'unplace', send: () => Promise<string | null>) => {
    if (busy) return;
    setBusy(what);
    setRefusal(null);
    const refused = await send();
    setBusy(null);
    if (refused) setRefusal(refused);
    else onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (room) void run('move', () => onMove(session, room, day, Number(start)));
  };

  return (
    <Modal open onClose={onClose} title={t('admin.scheduleMoveTitle', { title: localTitle(session) })}>
      <form onSubmit={submit} className="grid gap-4">
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
        {canUnplace && (
          <div className="grid justify-items-start gap-2 rounded-xl bg-navy-50 p-3">
            <p className="text-sm leading-6 text-navy-700">{t('admin.scheduleUnplaceHint')}</p>
            <Button variant="secondary" size="sm" loading={busy === 'unplace'} disabled={busy !== null} onClick={() => void run('unplace', () => onUnplace(session))}>
              {t('admin.scheduleUnplace')}
            </Button>
          </div>
        )}
        <ModalActions>
          <Button variant="secondary" onClick={onClose} disabled={busy !== null}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" loading={busy === 'move'} disabled={!room || busy !== null}>
            {t('admin.scheduleMoveSave')}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
