import { Link } from 'react-router';
import { paymentStates } from '@fest/contract';
import { useListAdminPaymentsQuery, type AdminPayment } from '@/shared/api/admin-payments';
import { formatShortDate, formatTime, formatToman, listComma, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Badge } from '@/shared/ui/Badge';
import { AdminHeading } from '../components/AdminHeading';
import { DataTable, type Column } from '../components/DataTable';
import { ExportButtons } from '../components/ExportButtons';
import { JalaliDateTimeInput } from '../components/JalaliDateTimeInput';
import { PaymentStateTag } from '../components/PaymentStateTag';
import { SelectField } from '@/shared/ui/SelectField';
import { paymentKindLabel, paymentStateLabel } from '../labels';
import { editionOf, useListParams } from '../list-params';
import { EditionPicker } from '../components/EditionPicker';
import '../messages';

const STATES = paymentStates;
const FILTERS = ['state', 'from', 'to', 'edition'] as const;

export default function PaymentsPage() {
  const { params, update } = useListParams(FILTERS, { ordering: '-created_date' });
  const query = useListAdminPaymentsQuery(params);

  const columns: Column<AdminPayment>[] = [
    {
      key: 'id',
      label: t('admin.payment'),
      sort: 'id',
      render: (p) => (
        <Link to={`/admin/payments/${p.id}`} className="font-semibold text-navy-800 underline">
          {t('admin.paymentNumber', { id: toPersianDigits(p.id) })}
        </Link>
      ),
    },
    {
      key: 'user',
      label: t('admin.buyer'),
      render: (p) =>
        p.user ? (
          <span className="grid">
            <span>{`${p.user.first_name} ${p.user.last_name}`.trim()}</span>
            <span dir="ltr" className="text-end text-xs text-navy-500">
              {toPersianDigits(p.user.phone_number)}
            </span>
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'amount',
      label: t('admin.amount'),
      sort: 'total_price',
      render: (p) => {
        const kind = paymentKindLabel(p);
        return (
          <span className="grid justify-items-start">
            <span className="whitespace-nowrap">{formatToman(p.total_price)}</span>
            {kind && (
              <Badge tone="navy" data-testid="payment-kind">
                {kind}
              </Badge>
            )}
          </span>
        );
      },
    },
    { key: 'state', label: t('admin.state'), sort: 'payment_state', render: (p) => <PaymentStateTag state={p.payment_state} /> },
    { key: 'created', label: t('admin.createdAt'), sort: 'created_date', render: (p) => `${formatShortDate(p.created_date)}${listComma()}${formatTime(p.created_date)}` },
    { key: 'ref', label: t('admin.refId'), render: (p) => (p.ref_id ? <span dir="ltr">{toPersianDigits(p.ref_id)}</span> : '—') },
  ];

  return (
    <>
      <AdminHeading title={t('admin.navPayments')} subtitle={t('admin.paymentsSubtitle')} action={<ExportButtons kind="payments" edition={editionOf(params)} />} />
      <DataTable
        caption={t('admin.navPayments')}
        columns={columns}
        query={query}
        params={params}
        onParams={update}
        rowKey={(p) => p.id}
        searchLabel={t('admin.searchPayments')}
        toolbar={
          <div className="grid w-full gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,12rem)_minmax(0,1fr)_minmax(0,1fr)]">
            <EditionPicker value={editionOf(params)} onChange={(slug) => update({ edition: slug })} />
            <SelectField
              label={t('admin.state')}
              name="state"
              value={String(params.state ?? '')}
              onChange={(e) => update({ state: e.target.value })}
              options={[{ value: '', label: t('admin.allStates') }, ...STATES.map((s) => ({ value: s, label: paymentStateLabel(s) }))]}
            />
            <JalaliDateTimeInput mode="date" clearable label={t('admin.from')} name="from" value={String(params.from ?? '')} onChange={(v) => update({ from: v })} />
            <JalaliDateTimeInput mode="date" clearable label={t('admin.to')} name="to" value={String(params.to ?? '')} onChange={(v) => update({ to: v })} />
          </div>
        }
      />
    </>
  );
}
