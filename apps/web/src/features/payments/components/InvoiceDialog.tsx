import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDownloadInvoiceMutation, type InvoiceDetails } from '@/shared/api/invoices';
import type { Payment } from '@/shared/api/payments';
import { errorMessage } from '@/shared/api-error';
import { toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { FormAlert } from '@/shared/ui/FormAlert';
import { DownloadIcon } from '@/shared/ui/icons';
import { InvoiceDetailsForm } from './InvoiceDetailsForm';

interface InvoiceDialogBodyProps {
  payment: Pick<Payment, 'id' | 'invoice_details'>;
  onClose: () => void;
}

/**
 * Inside the official-invoice dialog, for a payment whose invoice is not issued yet: the buyer's
 * details (a form until they are given, or while being edited), then, once, what issuing means
 * before the download that issues it (a number that never changes, the details fixed).
 */
export function InvoiceDialogBody({ payment, onClose }: InvoiceDialogBodyProps) {
  // The saved details, known at once from the PUT's answer (the list is updated with them too).
  const [details, setDetails] = useState<InvoiceDetails | null>(payment.invoice_details);
  const [editing, setEditing] = useState(payment.invoice_details === null);
  const [justSaved, setJustSaved] = useState(false);
  const [fixed, setFixed] = useState(false);
  const [download, { isLoading }] = useDownloadInvoiceMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const review = useRef<HTMLDivElement>(null);
  // Saved: the form's button is gone; the reader is taken to the top of what will be printed.
  useEffect(() => {
    if (!justSaved || editing || !review.current) return;
    review.current.focus({ preventScroll: true });
    review.current.closest('dialog')?.scrollTo?.({ top: 0 });
  }, [justSaved, editing]);

  if (fixed) {
    return (
      <div className="space-y-5">
        <FormAlert tone="warning">{t('invoices.detailsFixed')}</FormAlert>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('invoices.close')}
          </Button>
        </div>
      </div>
    );
  }

  if (editing || !details) {
    return (
      <InvoiceDetailsForm
        payment={{ id: payment.id, invoice_details: details }}
        onSaved={(saved) => {
          setDetails(saved);
          setEditing(false);
          setJustSaved(true);
        }}
        onCancel={() => (details ? setEditing(false) : onClose())}
        onFixed={() => setFixed(true)}
      />
    );
  }

  const issue = async () => {
    if (isLoading) return;
    setFailure(null);
    try {
      await download({ id: payment.id }).unwrap();
      onClose();
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  return (
    <div ref={review} tabIndex={-1} className="space-y-5 focus:outline-none" data-testid="invoice-review">
      {justSaved && <FormAlert tone="success">{t('invoices.saved')}</FormAlert>}
      {failure && <FormAlert>{failure}</FormAlert>}
      <DetailsSummary details={details} />
      <div>
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          {t('invoices.edit')}
        </Button>
      </div>
      <section aria-labelledby={`issue-${payment.id}`} className="rounded-xl bg-accent-50 px-4 py-3 ring-1 ring-accent-200">
        <h3 id={`issue-${payment.id}`} className="font-bold text-navy-950">
          {t('invoices.issueTitle')}
        </h3>
        <p className="mt-1 text-sm leading-6 text-navy-800">{t('invoices.issueNotice')}</p>
      </section>
      <div className="flex flex-col-reverse gap-3 border-t border-navy-100 pt-5 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          {t('invoices.cancel')}
        </Button>
        <Button loading={isLoading} icon={<DownloadIcon className="size-4" />} onClick={() => void issue()}>
          {t('invoices.issueConfirm')}
        </Button>
      </div>
    </div>
  );
}

/** The details as they will be printed. Digits as the language writes them; ids read left to right. */
function DetailsSummary({ details }: { details: InvoiceDetails }) {
  const company = details.kind === 'COMPANY';
  const digits = (value: string) => (
    <bdi dir="ltr" className="font-semibold tracking-wide">
      {toPersianDigits(value)}
    </bdi>
  );
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-xl bg-navy-50 px-4 py-3 text-sm">
      <Row label={t(company ? 'invoices.nameCompany' : 'invoices.namePerson')} wide>
        {details.name} <span className="text-navy-500">({t(company ? 'invoices.kindCompany' : 'invoices.kindPerson')})</span>
      </Row>
      <Row label={t(company ? 'invoices.companyId' : 'invoices.nationalCode')}>{digits(details.national_id)}</Row>
      {company && details.economic_code && <Row label={t('invoices.economicCode')}>{digits(details.economic_code)}</Row>}
      {company && details.registration_number && <Row label={t('invoices.registrationNumber')}>{digits(details.registration_number)}</Row>}
      <Row label={t('invoices.postalCode')}>{digits(details.postal_code)}</Row>
      <Row label={t('invoices.phone')}>{digits(details.phone)}</Row>
      <Row label={t('invoices.address')} wide>
        {details.address}
      </Row>
    </dl>
  );
}

function Row({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2' : 'min-w-0'}>
      <dt className="text-navy-500">{label}</dt>
      <dd className="mt-0.5 break-words text-navy-900">{children}</dd>
    </div>
  );
}
