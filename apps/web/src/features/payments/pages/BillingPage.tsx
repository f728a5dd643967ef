import '../payments-strings';
import { useState } from 'react';
import { formatNumber, formatDate, formatToman } from '@/shared/format';
import { t } from '@/shared/i18n';
import { buttonClasses, ButtonLink } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Modal } from '@/shared/ui/Modal';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Spinner } from '@/shared/ui/Spinner';
import { PaymentDetail } from '../components/PaymentDetail';
import { InvoiceDialogBody } from '../components/InvoiceDialog';
import { PaymentDocuments } from '../components/PaymentDocuments';
import { FlagIcon, ReceiptIcon } from '../components/icons';
import { PaymentStateBadge } from '../components/PaymentStateBadge';
import { continueLink } from '../continue-link';
import { paymentKindNote, paymentTitle } from '../payment-display';
import { useGetPaymentsQuery } from '@/shared/api/payments';
import type { Payment } from '@/shared/api/payments';
import { useGetEditionsQuery } from '@/shared/api/editions';
import { groupByEdition } from '@/shared/edition-groups';
import { EditionGroups } from '@/shared/ui/EditionGroups';
import '@/shared/invoices';

/** The visitor's payments, by edition (newest first), newest first; each opens its full detail, and a paid one has its receipt and official invoice. */
export default function BillingPage() {
  const { data, refetch, isFetching: loading, error } = useGetPaymentsQuery();
  const { data: editions } = useGetEditionsQuery();
  const loaded = data !== undefined;
  const payments = data ?? [];
  const [openId, setOpenId] = useState<number | null>(null);
  const open = payments.find((p) => p.id === openId) ?? null;
  // The official-invoice dialog is the page's, like the detail's: the rows may be drawn again under
  // it (the editions' headings arrive) without closing it. Issued, the invoice needs it no more.
  const [invoiceId, setInvoiceId] = useState<number | null>(null);
  const invoicing = payments.find((p) => p.id === invoiceId && !p.invoice) ?? null;

  let body;
  if (!loaded && error) {
    body = <ErrorState message={t('payments.listFailed')} onRetry={() => void refetch()} retrying={loading} />;
  } else if (!loaded) {
    body = (
      <div className="grid place-items-center py-12">
        <Spinner size="lg" className="text-accent-500" label={t('payments.listLoading')} />
      </div>
    );
  } else if (payments.length === 0) {
    body = (
      <EmptyState
        icon={<ReceiptIcon className="size-7" />}
        title={t('payments.emptyTitle')}
        text={t('payments.emptyText')}
        action={<ButtonLink to="/workshops">{t('payments.browseWorkshops')}</ButtonLink>}
      />
    );
  } else {
    body = (
      <div data-testid="payments">
        <EditionGroups groups={groupByEdition(payments, (payment) => payment.edition, editions)}>
          {(group) => (
            <ul className="grid gap-3">
              {group.items.map((payment) => (
                <li key={payment.id}>
                  <PaymentRow payment={payment} onOpen={() => setOpenId(payment.id)} onInvoice={() => setInvoiceId(payment.id)} />
                </li>
              ))}
            </ul>
          )}
        </EditionGroups>
      </div>
    );
  }

  return (
    <Card as="section">
      <PageHeading title={t('payments.billingTitle')} subtitle={t('payments.billingSubtitle')} />
      {body}
      <Modal open={open !== null} onClose={() => setOpenId(null)} title={open ? paymentTitle(open) : ''}>
        {open && <PaymentDetail payment={open} />}
      </Modal>
      <Modal
        open={invoicing !== null}
        onClose={() => setInvoiceId(null)}
        title={invoicing ? t('invoices.dialogTitle', { title: paymentTitle(invoicing) }) : ''}
        className="w-[min(40rem,calc(100vw-2rem))]"
      >
        {/* Mounted only while open: each opening starts from the details as saved. */}
        {invoicing && <InvoiceDialogBody key={invoicing.id} payment={invoicing} onClose={() => setInvoiceId(null)} />}
      </Modal>
    </Card>
  );
}

function PaymentRow({ payment, onOpen, onInvoice }: { payment: Payment; onOpen: () => void; onInvoice: () => void }) {
  const count = payment.participations.length + payment.accessories.length;
  const payLink = continueLink(payment);
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-navy-100 transition hover:ring-navy-200">
      <button
        type="button"
        onClick={onOpen}
        aria-haspopup="dialog"
        className="flex w-full flex-wrap items-center gap-x-4 gap-y-2 p-4 text-start transition hover:bg-navy-50"
      >
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-navy-100 text-navy-700">
          {payment.is_competition_payment ? <FlagIcon className="size-5" /> : <ReceiptIcon />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-bold text-navy-950">{paymentTitle(payment)}</span>
          <span className="mt-0.5 block text-sm text-navy-500">
            {formatDate(payment.created_date)}
            {!payment.is_competition_payment && ` · ${t('payments.itemCount', { count: formatNumber(count) })}`}
            {paymentKindNote(payment) && ` · ${paymentKindNote(payment)}`}
          </span>
        </span>
        <span className="flex w-full items-center justify-between gap-3 sm:w-auto sm:flex-col sm:items-end sm:gap-1">
          <span className="grid sm:justify-items-end">
            <span className="font-bold text-navy-900">{formatToman(payment.total_price)}</span>
            {payment.refunded_amount > 0 && <span className="text-xs text-navy-500">{t('payments.refundedShort', { amount: formatToman(payment.refunded_amount) })}</span>}
          </span>
          <PaymentStateBadge payment={payment} />
        </span>
      </button>
      {payLink && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-dashed border-navy-100 bg-accent-50/60 px-4 py-3">
          <p className="min-w-0 flex-1 basis-60 text-sm leading-6 text-navy-700">{t('payments.continuePaymentHint')}</p>
          <a
            href={payLink}
            data-testid="continue-payment"
            aria-label={t('payments.continuePaymentLabel', { title: paymentTitle(payment) })}
            className={buttonClasses('accent', 'sm')}
          >
            {t('payments.continuePayment')}
          </a>
        </div>
      )}
      <PaymentDocuments payment={payment} onInvoice={onInvoice} />
    </div>
  );
}
