import { useState } from 'react';
import { useDownloadInvoiceMutation, useDownloadReceiptMutation } from '@/shared/api/invoices';
import type { Payment } from '@/shared/api/payments';
import { errorMessage } from '@/shared/api-error';
import { formatDate, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { DownloadIcon } from '@/shared/ui/icons';
import { invoiceStage } from '../invoice-form';
import { paymentTitle } from '../payment-display';
import { ReceiptIcon } from './icons';
import '@/shared/invoices';

type DocumentsPayment = Pick<Payment, 'id' | 'is_competition_payment' | 'payment_state' | 'receipt_url' | 'invoice_details' | 'invoice'>;

/**
 * A paid payment's papers, under its row on the billing page: the receipt, and the official invoice
 * (asked for with the buyer's details in the page's dialog, `onInvoice`; issued by its first
 * download; then its number and the download). Nothing for a payment that was never paid.
 */
export function PaymentDocuments({ payment, onInvoice }: { payment: DocumentsPayment; onInvoice: () => void }) {
  const stage = invoiceStage(payment);
  const [receipt, receiptState] = useDownloadReceiptMutation();
  const [invoice, invoiceState] = useDownloadInvoiceMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (stage === null) return null;
  const title = paymentTitle(payment);

  const fetchFile = async (which: 'receipt' | 'invoice') => {
    if (receiptState.isLoading || invoiceState.isLoading) return;
    setFailure(null);
    try {
      if (which === 'receipt' && payment.receipt_url) await receipt({ id: payment.id, url: payment.receipt_url }).unwrap();
      if (which === 'invoice') await invoice({ id: payment.id }).unwrap();
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  let heading = t('invoices.invoiceHeading');
  let note = t('invoices.invoiceNone');
  if (payment.invoice) {
    heading = t('invoices.invoiceIssued', { number: toPersianDigits(payment.invoice.number) });
    note = t('invoices.invoiceIssuedOn', { date: formatDate(payment.invoice.issued_at) });
  } else if (stage === 'refunded') {
    note = t('invoices.invoiceRefunded');
  } else if (payment.invoice_details) {
    note = t('invoices.invoiceReady', { name: payment.invoice_details.name });
  }

  return (
    // A group, not a region: one per paid payment would crowd the page's landmarks.
    <div
      role="group"
      aria-label={t('invoices.documentsLabel', { title })}
      data-testid="payment-documents"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-navy-100 px-4 py-3"
    >
      <div className="min-w-0 flex-1 basis-64 text-sm leading-6">
        <p className="font-bold text-navy-900" data-testid="invoice-heading">
          {heading}
        </p>
        <p className="text-navy-600">{note}</p>
      </div>
      {/* On a phone the invoice's button takes what the receipt's leaves; neither label wraps. */}
      <div className="flex w-full flex-wrap gap-2 whitespace-nowrap sm:w-auto">
        {payment.receipt_url && (
          <Button
            variant="secondary"
            size="sm"
            icon={<ReceiptIcon className="size-4" />}
            loading={receiptState.isLoading}
            aria-label={t('invoices.receiptLabel', { title })}
            onClick={() => void fetchFile('receipt')}
          >
            {t('invoices.receipt')}
          </Button>
        )}
        {payment.invoice ? (
          <Button
            size="sm"
            className="flex-1 sm:flex-none"
            icon={<DownloadIcon className="size-4" />}
            loading={invoiceState.isLoading}
            aria-label={t('invoices.invoiceDownloadLabel', { number: toPersianDigits(payment.invoice.number) })}
            onClick={() => void fetchFile('invoice')}
          >
            {t('invoices.invoiceDownload')}
          </Button>
        ) : stage === 'refunded' ? null : (
          <Button size="sm" className="flex-1 sm:flex-none" aria-haspopup="dialog" onClick={onInvoice}>
            {t(stage === 'none' ? 'invoices.invoiceRequest' : 'invoices.invoiceContinue')}
          </Button>
        )}
      </div>
      {failure && (
        <p role="alert" className="w-full text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
