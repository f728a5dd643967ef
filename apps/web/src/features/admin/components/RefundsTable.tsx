import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListParams, Paged } from '@/shared/api/admin-list';
import type { Refund } from '@/shared/api/admin-refunds';
import { formatNumber, formatShortDate, formatTime, formatToman, listComma, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { refundMethodLabel } from '../labels';
import { refundLines, type PaymentLine } from '../refund-lines';
import { DataTable, type Column } from './DataTable';
import { RefundStateTag } from './RefundStateTag';
import '../messages';

const when = (iso: string) => `${formatShortDate(iso)}${listComma()}${formatTime(iso)}`;

interface RefundsTableProps {
  caption: string;
  query: { data?: Paged<Refund>; error?: unknown; isError: boolean; isFetching: boolean; refetch: () => unknown };
  params: ListParams;
  onParams: (patch: Record<string, string | number | undefined>) => void;
  /** On a payment's page: its lines, to name what each refund covers. Elsewhere the lines are counted. */
  lines?: readonly PaymentLine[];
  /** A column linking each refund to its payment (the refunds page). */
  withPayment?: boolean;
  paged?: boolean;
  toolbar?: ReactNode;
  emptyText?: string;
  emptyTitle?: string;
}

/** Refunds as a console table: amount, method, state, the lines, who, when, the note. */
export function RefundsTable({ caption, query, params, onParams, lines, withPayment = false, paged, toolbar, emptyText, emptyTitle }: RefundsTableProps) {
  const columns: Column<Refund>[] = [
    ...(withPayment
      ? [
          {
            key: 'payment',
            label: t('admin.payment'),
            render: (r: Refund) => (
              <Link to={`/admin/payments/${r.payment}`} className="font-semibold whitespace-nowrap text-navy-800 underline">
                {t('admin.refundPaymentLink', { id: toPersianDigits(r.payment) })}
              </Link>
            ),
          },
        ]
      : []),
    { key: 'amount', label: t('admin.amount'), render: (r) => <span className="font-semibold whitespace-nowrap">{formatToman(r.amount)}</span> },
    { key: 'method', label: t('admin.refundMethod'), render: (r) => refundMethodLabel(r.method) },
    { key: 'state', label: t('admin.state'), render: (r) => <RefundStateTag refund={r} /> },
    { key: 'lines', label: t('admin.refundLines'), render: (r) => <LinesCell refund={r} lines={lines} /> },
    {
      key: 'actor',
      label: t('admin.actor'),
      render: (r) => (r.actor ? <span dir="ltr">{toPersianDigits(r.actor.phone_number)}</span> : t('admin.actorSystem')),
    },
    {
      key: 'when',
      label: t('admin.refundWhen'),
      render: (r) => (
        <span className="grid">
          <span className="whitespace-nowrap">{when(r.created_at)}</span>
          {r.done_at && r.done_at !== r.created_at && <span className="text-xs text-navy-500">{t('admin.refundDoneAt', { when: when(r.done_at) })}</span>}
        </span>
      ),
    },
    { key: 'note', label: t('admin.note'), className: 'max-w-64 break-words', render: (r) => r.note || '—' },
  ];
  return <DataTable caption={caption} columns={columns} query={query} params={params} onParams={onParams} rowKey={(r) => r.id} paged={paged} toolbar={toolbar} emptyText={emptyText} emptyTitle={emptyTitle} />;
}

function LinesCell({ refund, lines }: { refund: Refund; lines?: readonly PaymentLine[] }) {
  if (refund.participations.length === 0 && refund.accessories.length === 0) return <>{t('admin.refundWhole')}</>;
  if (lines) {
    const named = refundLines(refund, lines);
    return (
      <ul className="grid gap-0.5">
        {named.map((line) => (
          <li key={line.key}>{line.label}</li>
        ))}
      </ul>
    );
  }
  const counts = [
    refund.participations.length > 0 && t('admin.refundCountParticipations', { count: formatNumber(refund.participations.length) }),
    refund.accessories.length > 0 && t('admin.refundCountAccessories', { count: formatNumber(refund.accessories.length) }),
  ].filter(Boolean);
  return <>{counts.join(listComma())}</>;
}
