import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useUndoCheckInMutation } from '@/shared/api/checkin';
import { useGetAdminPresentationQuery, useListAttendeesQuery, type Attendee } from '@/shared/api/admin-presentations';
import { errorMessage } from '@/shared/api-error';
import { formatNumber, formatShortDate, formatTime, listComma, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { AdminHeading } from '../components/AdminHeading';
import { AttendeeMessageForm } from '../components/AttendeeMessageForm';
import { BadgesButton } from '../components/BadgesDownload';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ExportButtons } from '../components/ExportButtons';
import { RowButton } from '../components/RowButton';
import '../messages';
import { localTitle } from '@/shared/i18n/content';

const when = (iso: string | null) => (iso ? `${formatShortDate(iso)}${listComma()}${formatTime(iso)}` : '—');

/**
 * /admin/presentations/:id/attendees: who holds a seat, with the export buttons. The list is a plain
 * array (the contract does not page it). An admin can undo a check-in made by mistake; the SMS form
 * to the attendees is below the list.
 */
export default function AttendeesPage() {
  const id = Number(useParams().id);
  const presentation = useGetAdminPresentationQuery(id);
  const attendees = useListAttendeesQuery(id);
  const title = presentation.data ? localTitle(presentation.data) : '';

  return (
    <>
      <AdminHeading
        title={t('admin.attendeesTitle', { name: title })}
        subtitle={attendees.data ? t('admin.attendeesCount', { count: formatNumber(attendees.data.length) }) : undefined}
        action={
          <div className="flex flex-wrap items-center gap-2">
            <ExportButtons kind="attendees" presentation={id} />
            <BadgesButton presentation={id} />
          </div>
        }
      />
      <Link to="/admin/presentations" className="mb-4 inline-block text-sm font-semibold text-navy-700 underline">
        {t('admin.backToPresentations')}
      </Link>
      {attendees.isError && !attendees.data ? (
        <ErrorState message={errorMessage(attendees.error)} onRetry={() => void attendees.refetch()} retrying={attendees.isFetching} />
      ) : !attendees.data ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : attendees.data.length === 0 ? (
        <EmptyState title={t('admin.noAttendeesTitle')} text={t('admin.noAttendeesText')} />
      ) : (
        <AttendeeList attendees={attendees.data} caption={t('admin.attendeesTitle', { name: title })} />
      )}
      <AttendeeMessageForm presentation={id} />
    </>
  );
}

const fullName = (a: Attendee) => `${a.first_name} ${a.last_name}`.trim() || '—';

function AttendeeList({ attendees, caption }: { attendees: Attendee[]; caption: string }) {
  const [undoing, setUndoing] = useState<Attendee | null>(null);
  const [undo] = useUndoCheckInMutation();
  const cells = (a: Attendee) => [
    { label: t('admin.name'), value: fullName(a) },
    { label: t('admin.phone'), value: <span dir="ltr">{toPersianDigits(a.phone_number)}</span> },
    { label: t('admin.email'), value: <span dir="ltr">{a.email || '—'}</span> },
    {
      label: t('admin.payment'),
      value: a.payment_id ? (
        <Link className="text-navy-700 underline" to={`/admin/payments/${a.payment_id}`}>
          {t('admin.paymentNumber', { id: toPersianDigits(a.payment_id) })}
        </Link>
      ) : (
        t('admin.free')
      ),
    },
    { label: t('admin.paidAt'), value: when(a.paid_at) },
    {
      label: t('admin.checkedInAt'),
      value: a.checked_in_at ? (
        <span className="flex flex-wrap items-center gap-2">
          <span>{when(a.checked_in_at)}</span>
          <RowButton tone="danger" onClick={() => setUndoing(a)}>
            {t('admin.undoCheckin')}
          </RowButton>
        </span>
      ) : (
        <span className="text-navy-500">{t('admin.notCheckedIn')}</span>
      ),
    },
  ];
  const headers = cells(attendees[0]).map((c) => c.label);
  return (
    <>
      <div className="hidden overflow-x-auto rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-navy-100 md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-navy-50 text-navy-700">
            <tr>
              {headers.map((h) => (
                <th key={h} scope="col" className="px-4 py-3 text-start font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {attendees.map((a) => (
              <tr key={a.participation_id}>
                {cells(a).map((c) => (
                  <td key={c.label} className="px-4 py-3">
                    {c.value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {attendees.map((a) => (
          <li key={a.participation_id} className="rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] ring-1 ring-navy-100">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {cells(a).map((c) => (
                <div key={c.label} className="contents">
                  <dt className="text-navy-500">{c.label}</dt>
                  <dd className="min-w-0 break-words">{c.value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={undoing !== null}
        title={t('admin.undoCheckinTitle')}
        confirmLabel={t('admin.undoCheckin')}
        onClose={() => setUndoing(null)}
        onConfirm={() => undo(undoing?.participation_id ?? 0).unwrap()}
      >
        <p>{t('admin.undoCheckinText', { name: undoing ? fullName(undoing) : '' })}</p>
      </ConfirmDialog>
    </>
  );
}
