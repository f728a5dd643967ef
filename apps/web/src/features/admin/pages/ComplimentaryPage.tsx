import { useState } from 'react';
import { Link } from 'react-router';
import { useListComplimentaryQuery, type ComplimentarySeat } from '@/shared/api/admin-complimentary';
import { formatShortDate, formatTime, listComma, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Badge } from '@/shared/ui/Badge';
import { AdminHeading } from '../components/AdminHeading';
import { ComplimentaryForm } from '../components/ComplimentaryForm';
import { DataTable, type Column } from '../components/DataTable';
import { EditionPicker } from '../components/EditionPicker';
import { RowButton } from '../components/RowButton';
import { SelectField } from '@/shared/ui/SelectField';
import { WithdrawSeatDialog, seatHolder } from '../components/WithdrawSeatDialog';
import { editionOf, useListParams } from '../list-params';
import { usePresentationOptions } from '../use-presentation-options';
import '../messages';

const FILTERS = ['edition', 'presentation'] as const;
const when = (iso: string) => `${formatShortDate(iso)}${listComma()}${formatTime(iso)}`;

/**
 * /admin/complimentary: complimentary seats (presenters, sponsors, the press). The form gives one in
 * a session of the current edition; the list below shows an edition's (?edition=), or one session's
 * (?presentation=), newest first, and withdraws one (a manual refund of its payment, with a reason).
 */
export default function ComplimentaryPage() {
  const { params, update } = useListParams(FILTERS);
  const edition = editionOf(params);
  const presentation = Number(params.presentation) || undefined;
  const list = useListComplimentaryQuery({ edition, presentation });
  // The form gives seats in the current edition; the list's filter offers the shown edition's sessions.
  const current = usePresentationOptions();
  const shown = usePresentationOptions(edition);
  const [withdrawing, setWithdrawing] = useState<ComplimentarySeat | null>(null);
  const sessionTitle = (seat: ComplimentarySeat) => shown.find((s) => s.id === seat.presentation.id)?.label ?? seat.presentation.fa_title;

  const columns: Column<ComplimentarySeat>[] = [
    {
      key: 'holder',
      label: t('admin.complimentaryHolder'),
      render: (seat) => (
        <span className="grid">
          <span className="font-semibold">{seatHolder(seat)}</span>
          <span className="text-xs text-navy-500">
            <bdi dir="ltr">{toPersianDigits(seat.phone_number)}</bdi>
          </span>
        </span>
      ),
    },
    ...(presentation ? [] : [{ key: 'session', label: t('admin.certificateSession'), render: (seat: ComplimentarySeat) => sessionTitle(seat) }]),
    { key: 'note', label: t('admin.note'), className: 'max-w-64', render: (seat) => seat.note || '—' },
    {
      key: 'state',
      label: t('admin.state'),
      render: (seat) => (
        <span className="flex flex-wrap gap-1">
          {seat.state === 'COMPLETED' ? <Badge tone="green">{t('admin.complimentaryActive')}</Badge> : <Badge tone="gray">{t('admin.complimentaryWithdrawnTag')}</Badge>}
          {seat.beyond_capacity && <Badge tone="accent">{t('admin.complimentaryBeyondTag')}</Badge>}
        </span>
      ),
    },
    {
      key: 'checkin',
      label: t('admin.complimentaryCheckin'),
      className: 'whitespace-nowrap',
      render: (seat) => (seat.checked_in_at ? when(seat.checked_in_at) : <span className="text-navy-500">{t('admin.notCheckedIn')}</span>),
    },
    {
      key: 'given',
      label: t('admin.complimentaryGivenColumn'),
      render: (seat) => (
        <span className="grid">
          <span className="whitespace-nowrap">{when(seat.created_at)}</span>
          {seat.by && <span className="text-xs text-navy-500">{t('admin.complimentaryGivenBy', { name: `${seat.by.first_name} ${seat.by.last_name}`.trim() })}</span>}
          <Link to={`/admin/payments/${seat.payment_id}`} className="justify-self-start text-xs font-semibold whitespace-nowrap text-navy-700 underline">
            {t('admin.paymentNumber', { id: toPersianDigits(seat.payment_id) })}
          </Link>
        </span>
      ),
    },
  ];

  // A withdrawn seat has nothing left to do.
  const actions = (seat: ComplimentarySeat) =>
    seat.state === 'COMPLETED' && (
      <RowButton tone="danger" className="whitespace-nowrap" aria-label={t('admin.complimentaryWithdrawLabel', { name: seatHolder(seat) })} onClick={() => setWithdrawing(seat)}>
        {t('admin.complimentaryWithdraw')}
      </RowButton>
    );

  return (
    <>
      <AdminHeading title={t('admin.navComplimentary')} subtitle={t('admin.complimentarySubtitle')} />
      <ComplimentaryForm sessions={current} initialPresentation={edition ? undefined : presentation} />

      <section aria-labelledby="seats-given" className="mt-10 grid gap-4">
        <h2 id="seats-given" className="text-lg font-bold text-navy-950">
          {t('admin.complimentaryList')}
        </h2>
        <DataTable
          caption={t('admin.complimentaryList')}
          columns={columns}
          query={{
            data: list.data && { count: list.data.length, results: list.data },
            error: list.error,
            isError: list.isError,
            isFetching: list.isFetching,
            refetch: list.refetch,
          }}
          params={params}
          onParams={update}
          paged={false}
          rowKey={(seat) => seat.participation_id}
          actions={actions}
          emptyTitle={t('admin.complimentaryEmptyTitle')}
          emptyText={t('admin.complimentaryEmptyText')}
          toolbar={
            <div className="grid w-full gap-3 sm:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
              {/* Another edition's sessions are other sessions: the picked one is dropped with it. */}
              <EditionPicker value={edition} onChange={(slug) => update({ edition: slug, presentation: undefined })} />
              <SelectField
                label={t('admin.certificateSession')}
                name="presentation"
                value={presentation ? String(presentation) : ''}
                onChange={(e) => update({ presentation: e.target.value })}
                options={[{ value: '', label: t('admin.allSessions') }, ...shown.map((s) => ({ value: String(s.id), label: s.label }))]}
              />
            </div>
          }
        />
      </section>
      {withdrawing && <WithdrawSeatDialog seat={withdrawing} title={sessionTitle(withdrawing)} onClose={() => setWithdrawing(null)} />}
    </>
  );
}
