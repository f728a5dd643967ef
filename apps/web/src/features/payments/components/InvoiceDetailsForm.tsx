import { useId, useRef, useState, type FormEvent } from 'react';
import { useSaveInvoiceDetailsMutation, type InvoiceDetails } from '@/shared/api/invoices';
import type { Payment } from '@/shared/api/payments';
import { errorMessage, fieldErrors, toApiError } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { FormAlert } from '@/shared/ui/FormAlert';
import { TextField, inputClasses } from '@/shared/ui/TextField';
import { cx } from '@/shared/ui/cx';
import {
  checkInvoiceDetails,
  checkInvoiceField,
  initialInvoiceValues,
  invoiceDetailsBody,
  invoiceFields,
  type BuyerKind,
  type InvoiceField,
  type InvoiceFormValues,
} from '../invoice-form';

type Errors = Partial<Record<InvoiceField, string>>;

interface InvoiceDetailsFormProps {
  payment: Pick<Payment, 'id' | 'invoice_details'>;
  onSaved: (details: InvoiceDetails) => void;
  onCancel: () => void;
  /** 409: the invoice was issued meanwhile (another tab): the details are fixed now. */
  onFixed: () => void;
}

/** Digits typed as text: a numeric keyboard on a phone, read left to right in a Persian form. */
const digitsInput = { inputMode: 'numeric', dir: 'ltr' } as const;

/**
 * The buyer's details for an official invoice (PUT /api/payments/{id}/invoice_details/): whose name it
 * is in (a person or a company), with the national code or id checked by its check digit as the
 * buyer leaves the field, and every refusal (ours or the server's) beside its field.
 */
export function InvoiceDetailsForm({ payment, onSaved, onCancel, onFixed }: InvoiceDetailsFormProps) {
  const [values, setValues] = useState<InvoiceFormValues>(() => initialInvoiceValues(payment.invoice_details));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveInvoiceDetailsMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const company = values.kind === 'COMPANY';

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const change = (field: InvoiceField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  /** Leaving a field: say at once what is wrong with what was typed (an empty field waits for the submit). */
  const leave = (field: InvoiceField) => {
    if (values[field].trim() === '') return;
    const problem = checkInvoiceField(field, values);
    setErrors((e) => ({ ...e, [field]: problem && t(problem) }));
  };
  const chooseKind = (kind: BuyerKind) => {
    setValues((v) => ({ ...v, kind }));
    // A code checked as a person's is not a company's: checked again when the buyer leaves it.
    setErrors((e) => ({ ...e, national_id: undefined, name: undefined }));
  };

  const bind = (field: InvoiceField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    required: field !== 'economic_code' && field !== 'registration_number',
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: () => leave(field),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    setFormError(null);
    const problems = checkInvoiceDetails(values);
    if (Object.keys(problems).length > 0) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)])));
      setFormError(t('invoices.fixFields'));
      focusFirstError();
      return;
    }
    const result = await save({ id: payment.id, body: invoiceDetailsBody(values) });
    if ('data' in result && result.data) {
      onSaved(result.data);
      return;
    }
    const error = result.error;
    if (toApiError(error).status === 409) {
      onFixed();
      return;
    }
    const byField = Object.fromEntries(Object.entries(fieldErrors(error)).filter(([field]) => (invoiceFields as readonly string[]).includes(field)));
    setErrors(byField);
    setFormError(Object.keys(byField).length > 0 ? t('invoices.fixFields') : errorMessage(error));
    focusFirstError();
  }

  const addressId = `${ids}-address`;
  const addressError = errors.address ? `${addressId}-error` : undefined;

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="space-y-5" data-testid="invoice-details-form">
      {formError && <FormAlert>{formError}</FormAlert>}
      <p className="-mt-1 text-sm leading-6 text-navy-600">{t('invoices.detailsIntro')}</p>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-navy-800">{t('invoices.kindLegend')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(['PERSON', 'COMPANY'] as const).map((kind) => (
            <label
              key={kind}
              className={cx(
                'flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
                values.kind === kind ? 'bg-accent-50 ring-2 ring-accent-500' : 'bg-white ring-navy-200 hover:bg-navy-50',
              )}
            >
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => chooseKind(kind)}
                className="mt-1 size-4 shrink-0 accent-navy-900"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-navy-950">{t(kind === 'PERSON' ? 'invoices.kindPerson' : 'invoices.kindCompany')}</span>
                <span className="block text-xs leading-5 text-navy-500">{t(kind === 'PERSON' ? 'invoices.kindPersonHint' : 'invoices.kindCompanyHint')}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <TextField label={t(company ? 'invoices.nameCompany' : 'invoices.namePerson')} autoComplete={company ? 'organization' : 'name'} {...bind('name')} />
      <TextField
        // A new input for the other kind: its label, hint and length differ, and a browser's autofill of one is not the other.
        key={values.kind}
        label={t(company ? 'invoices.companyId' : 'invoices.nationalCode')}
        hint={t(company ? 'invoices.companyIdHint' : 'invoices.nationalCodeHint')}
        autoComplete="off"
        maxLength={company ? 14 : 13}
        {...digitsInput}
        {...bind('national_id')}
      />
      {company && (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t('invoices.optionalField', { label: t('invoices.economicCode') })} autoComplete="off" {...digitsInput} {...bind('economic_code')} />
          <TextField label={t('invoices.optionalField', { label: t('invoices.registrationNumber') })} autoComplete="off" {...digitsInput} {...bind('registration_number')} />
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('invoices.postalCode')} hint={t('invoices.postalCodeHint')} autoComplete="postal-code" maxLength={13} {...digitsInput} {...bind('postal_code')} />
        <TextField label={t('invoices.phone')} hint={t('invoices.phoneHint')} type="tel" autoComplete="tel" {...bind('phone')} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={addressId} className="text-sm font-semibold text-navy-800">
          {t('invoices.address')}
        </label>
        <textarea
          id={addressId}
          name="address"
          rows={2}
          required
          autoComplete="street-address"
          value={values.address}
          onChange={(event) => change('address', event.target.value)}
          onBlur={() => leave('address')}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={addressError}
          className={cx(inputClasses, 'resize-y', errors.address && 'ring-2 ring-red-500 focus:ring-red-500')}
        />
        {errors.address && (
          <p id={addressError} className="flex items-start gap-1 text-sm text-red-700">
            <span aria-hidden="true">●</span>
            {errors.address}
          </p>
        )}
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-navy-100 pt-5 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('invoices.cancel')}
        </Button>
        <Button type="submit" loading={isLoading}>
          {t('invoices.save')}
        </Button>
      </div>
    </form>
  );
}
