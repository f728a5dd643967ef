import { useId, useState } from 'react';
import { formatTime, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import type { CheckinAttendee } from '@/shared/api/checkin';
import { Button } from '@/shared/ui/Button';
import '../messages';

const latin = (text: string) => text.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));

/** Digits match the end of the phone's last 4 digits; anything else the name. */
export function matchAttendees(attendees: readonly CheckinAttendee[], query: string): CheckinAttendee[] {
  const q = latin(query.trim());
  if (!q) return [];
  if (/^\d+$/.test(q)) return attendees.filter((a) => a.phone_last4.endsWith(q.slice(-4)));
  const needle = q.toLowerCase();
  return attendees.filter((a) => `${a.first_name} ${a.last_name}`.toLowerCase().includes(needle));
}

/**
 * The session's attendee list searched by name or the last phone digits, for a door whose scanner
 * fails. It searches the saved snapshot, so it works offline as well. `onLetIn`: an attendee not in
 * yet can be let in without a code (a dead phone; the door asks why).
 */
export function AttendeeSearch({
  attendees,
  onLetIn,
  query: given,
  onQueryChange,
  inputId,
}: {
  attendees: readonly CheckinAttendee[];
  onLetIn?: (attendee: CheckinAttendee) => void;
  /** Given by the page when it fills the box itself (a door sale's phone found registered already). */
  query?: string;
  onQueryChange?: (query: string) => void;
  inputId?: string;
}) {
  const [own, setOwn] = useState('');
  const query = given ?? own;
  const setQuery = onQueryChange ?? setOwn;
  const generated = useId();
  const id = inputId ?? generated;
  const found = matchAttendees(attendees, query).slice(0, 20);
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-navy-800">
        {t('door.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        name="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="h-11 rounded-xl bg-white px-3 ring-1 ring-navy-200 focus:outline-none focus:ring-2 focus:ring-accent-400"
      />
      {query.trim() && (
        <>
          {found.length === 0 ? (
            <p className="text-sm text-navy-600">{t('door.searchEmpty')}</p>
          ) : (
            <ul className="divide-y divide-navy-100 rounded-xl bg-white ring-1 ring-navy-100" data-testid="door-search-results">
              {found.map((a) => (
                <li key={a.participation_id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-3 py-2 text-sm">
                  <span className="font-semibold text-navy-950">
                    {a.first_name} {a.last_name}
                    <span className="ms-2 font-normal text-navy-500">{t('door.phoneEnding', { last4: toPersianDigits(a.phone_last4) })}</span>
                  </span>
                  <span className="flex items-center gap-3">
                    <span className={a.checked_in_at ? 'text-green-700' : 'text-navy-500'}>
                      {a.checked_in_at ? t('door.entered', { time: formatTime(a.checked_in_at) }) : t('door.notYet')}
                    </span>
                    {onLetIn && !a.checked_in_at && (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => onLetIn(a)}
                        aria-label={t('door.letInLabel', { name: `${a.first_name} ${a.last_name}` })}
                      >
                        {t('door.letIn')}
                      </Button>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="text-xs text-navy-500">{t('door.searchHint')}</p>
        </>
      )}
    </div>
  );
}
