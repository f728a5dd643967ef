import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { asciiDigits } from '@fest/contract';
import { useListAdminInvoicesQuery, type Invoice } from '@/shared/api/admin-invoices';
import { formatShortDate, formatSum, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { buyerKindLabel, invoiceKindLabel } from '@/shared/invoices';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { AdminHeading } from '../components/AdminHeading';
import { DataTable, type Column } from '../components/DataTable';
import { EditionPicker } from '../components/EditionPicker';
import { ExportButtons } from '../components/ExportButtons';
import { editionOf, useListParams } from '../list-params';
import '../messages';

const FILTERS = ['edition', 'payment'] as const;

/**
 * /admin/invoices: an edition's official invoices and credit notes, by number, with the payment each
 * belongs to (?payment= narrows the list to one), and the edition's CSV and Excel exports.
 */
export default function InvoicesPage() {
  const { params, update } = useListParams(FILTERS);
  const edition = editionOf(params);
  const payment = typeof params.payment === 'string' ? params.payment : undefined;
  const query = useListAdminInvoicesQuery(params);

  const columns: Column<Invoice>[] = [
    { key: 'number', label: t('invoices.number'), render: (i) => <span className="font-bold text-navy-950">{toPersianDigits(i.number)}</span> },
    {
      key: 'kind',
      label: t('invoices.kind'),
      render: (i) => <Badge tone={i.kind === 'CREDIT_NOTE' ? 'red' : 'green'}>{invoiceKindLabel(i.kind)}</Badge>,
    },
    {
      key: 'payment',
      label: t('invoices.payment'),
      render: (i) => (
        <Link to={`/admin/payments/${i.payment}`} className="font-semibold whitespace-nowrap text-navy-800 underline">
          {t('admin.paymentNumber', { id: toPersianDigits(i.payment) })}
        </Link>
      ),
    },
    { key: 'issued', label: t('invoices.issuedAt'), render: (i) => <span className="whitespace-nowrap">{formatShortDate(i.issued_at)}</span> },
    {
      key: 'buyer',
      label: t('invoices.buyer'),
      render: (i) => (
        <span className="grid">
          <span>{i.buyer.name}</span>
          <span className="text-xs text-navy-500">{buyerKindLabel(i.buyer.kind)}</span>
        </span>
      ),
    },
    {
      key: 'national_id',
      label: t('invoices.nationalId'),
      render: (i) => (
        <bdi dir="ltr" className="tracking-wide">
          {toPersianDigits(i.buyer.national_id)}
        </bdi>
      ),
    },
    {
      key: 'amount',
      label: t('invoices.amount'),
      className: 'whitespace-nowrap',
      // A credit note takes money back: said in words, not by a minus sign a screen reader may skip.
      render: (i) => (i.kind === 'CREDIT_NOTE' ? <span className="text-red-700">{t('invoices.creditAmount', { amount: formatSum(i.amount) })}</span> : formatSum(i.amount)),
    },
  ];

  return (
    <>
      <AdminHeading title={t('admin.navInvoices')} subtitle={t('invoices.adminSubtitle')} action={<ExportButtons kind="invoices" edition={edition} />} />
      <DataTable
        caption={t('admin.navInvoices')}
        columns={columns}
        query={query}
        params={params}
        onParams={update}
        rowKey={(i) => `${i.edition}-${i.number}`}
        emptyTitle={t('invoices.emptyTitle')}
        emptyText={payment ? t('invoices.emptyForPayment', { id: toPersianDigits(payment) }) : t('invoices.emptyText')}
        toolbar={
          <div className="grid w-full gap-3 sm:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] sm:items-end">
            <EditionPicker value={edition} onChange={(slug) => update({ edition: slug })} />
            <PaymentFilter value={payment} onChange={(id) => update({ payment: id })} />
          </div>
        }
      />
    </>
  );
}

/** One payment's invoices: its number typed (in any digits) and shown, or every payment's. */
function PaymentFilter({ value, onChange }: { value: string | undefined; onChange: (id: string | undefined) => void }) {
  const [draft, setDraft] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  const [error, setError] = useState<string | undefined>();
  // The address changed under the box (back button): show what is filtered now.
  if (value !== shown) {
    setShown(value);
    setDraft(value ?? '');
  }
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const id = asciiDigits(draft.trim());
    if (id !== '' && !/^\d+$/.test(id)) {
      setError(t('invoices.paymentFilterWrong'));
      return;
    }
    setError(undefined);
    onChange(id === '' ? undefined : String(Number(id)));
  };
  return (
    <form onSubmit={apply} className="flex items-start gap-2">
      <TextField
        label={t('invoices.paymentFilter')}
        name="payment"
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        className="min-w-0 flex-1 sm:max-w-48"
        value={draft}
        error={error}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(undefined);
        }}
      />
      {/* Level with the box, under its label (an error line below it must not lift the buttons). */}
      <Button type="submit" variant="secondary" size="lg" className="mt-[1.625rem]">
        {t('invoices.paymentFilterApply')}
      </Button>
      {value && (
        <Button variant="ghost" size="lg" className="mt-[1.625rem] px-3" onClick={() => onChange(undefined)}>
          {t('invoices.paymentFilterClear')}
        </Button>
      )}
    </form>
  );
}
