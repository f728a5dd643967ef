import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListParams, Paged } from '@/shared/api/admin-list';
import type { Refund } from '@/shared/api/admin-refunds';
import { formatNumber, formatShortDate, formatTime, formatToman, listComma, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { refundMethodLabel } from '../labels';
import { refundLines, type PaymentLine } from '../refund-lines';
import { DataTable, type Column } from './DataTable';
import { RefundStateTag } from './RefundStateTag';
import { ShebaCopy } from './ShebaCopy';
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
  /**
   * The refunds to settle: a column of what to pay out by hand (the visitor's Sheba, to copy, and the
   * button to press once paid), next to the amount so that neither is scrolled out of sight.
   */
  onPaid?: (refund: Refund) => void;
}

/** Refunds as a console table: amount, method, state, the lines, who, when, the note. */
export function RefundsTable({ caption, query, params, onParams, lines, withPayment = false, paged, toolbar, emptyText, emptyTitle, onPaid }: RefundsTableProps) {
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
    ...(onPaid
      ? [
          {
            key: 'payout',
            label: t('admin.refundPayTo'),
            render: (r: Refund) =>
              r.state === 'PENDING' && r.method === 'manual' && r.iban ? (
                <span className="grid justify-items-start gap-2">
                  <ShebaCopy iban={r.iban} payment={r.payment} />
                  <Button size="sm" aria-haspopup="dialog" aria-label={t('admin.refundMarkPaidLabel', { id: toPersianDigits(r.payment) })} onClick={() => onPaid(r)}>
                    {t('admin.refundMarkPaid')}
                  </Button>
                </span>
              ) : (
                '—'
              ),
          },
        ]
      : []),
    {
      key: 'method',
      label: t('admin.refundMethod'),
      // A cancellation paid by hand goes to the visitor's Sheba: under the method where no column shows it.
      render: (r) =>
        r.iban && !onPaid ? (
          <span className="grid justify-items-start gap-1">
            <span>{refundMethodLabel(r.method)}</span>
            <ShebaCopy iban={r.iban} payment={r.payment} />
          </span>
        ) : (
          refundMethodLabel(r.method)
        ),
    },
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
