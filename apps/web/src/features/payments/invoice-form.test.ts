import { describe, expect, it } from 'vitest';
import { checkInvoiceDetails, checkInvoiceField, initialInvoiceValues, invoiceDetailsBody, invoiceStage, type InvoiceFormValues } from './invoice-form';

const person: InvoiceFormValues = {
  kind: 'PERSON',
  name: ' سارا احمدی ',
  national_id: '0084575948',
  economic_code: '',
  registration_number: '',
  postal_code: '1193653471',
  address: 'تهران، خیابان آزادی',
  phone: '02112345678',
};
const company: InvoiceFormValues = {
  ...person,
  kind: 'COMPANY',
  name: 'شرکت نمونه',
  national_id: '10380284790',
  economic_code: '411111111111',
  registration_number: '12345',
};

describe('checking the invoice details as the buyer types', () => {
  it('passes a person with a right national code, and a company with a right national id', () => {
    expect(checkInvoiceDetails(person)).toEqual({});
    expect(checkInvoiceDetails(company)).toEqual({});
  });
  it('asks for every required field, but not for the economic code or registration number', () => {
    const empty = initialInvoiceValues(null);
    expect(checkInvoiceDetails({ ...empty, kind: 'COMPANY' })).toEqual({
      name: 'invoices.required',
      national_id: 'invoices.required',
      postal_code: 'invoices.required',
      address: 'invoices.required',
      phone: 'invoices.required',
    });
    expect(checkInvoiceField('name', { ...person, name: '   ' })).toBe('invoices.required');
  });
  it('refuses a national code whose check digit is wrong, with the person’s message', () => {
    expect(checkInvoiceField('national_id', { ...person, national_id: '0084575947' })).toBe('invoices.nationalCodeWrong');
  });
  it('checks the national id by the kind: a company’s 11 digits are not a person’s 10, and back', () => {
    expect(checkInvoiceField('national_id', { ...person, national_id: '10380284790' })).toBe('invoices.nationalCodeWrong');
    expect(checkInvoiceField('national_id', { ...company, national_id: '0084575948' })).toBe('invoices.companyIdWrong');
    expect(checkInvoiceField('national_id', { ...company, national_id: '10380284791' })).toBe('invoices.companyIdWrong');
  });
  it('reads digits typed in Persian or Arabic', () => {
    expect(checkInvoiceField('national_id', { ...company, national_id: '۱۰۳۸۰۲۸۴۷۹۰' })).toBeUndefined();
    expect(checkInvoiceField('national_id', { ...person, national_id: '٠٠٨٤٥٧٥٩٤٨' })).toBeUndefined();
    expect(checkInvoiceField('postal_code', { ...person, postal_code: '۱۱۹۳۶۵۳۴۷۱' })).toBeUndefined();
  });
  it('wants ten digits in a postal code', () => {
    expect(checkInvoiceField('postal_code', { ...person, postal_code: '119365347' })).toBe('invoices.postalCodeWrong');
    expect(checkInvoiceField('postal_code', { ...person, postal_code: '11936534710' })).toBe('invoices.postalCodeWrong');
  });
});

describe('the body sent', () => {
  it('trims text and sends digits as ASCII', () => {
    expect(invoiceDetailsBody({ ...person, national_id: '۰۰۸۴ ۵۷۵۹۴۸', postal_code: '۱۱۹۳۶-۵۳۴۷۱', phone: '۰۲۱ ۱۲۳۴ ۵۶۷۸' })).toEqual({
      kind: 'PERSON',
      name: 'سارا احمدی',
      national_id: '0084575948',
      economic_code: '',
      registration_number: '',
      postal_code: '1193653471',
      address: 'تهران، خیابان آزادی',
      phone: '02112345678',
    });
  });
  it('leaves a person’s company fields empty, even when typed before switching to a person', () => {
    const body = invoiceDetailsBody({ ...company, kind: 'PERSON', national_id: '0084575948' });
    expect(body.economic_code).toBe('');
    expect(body.registration_number).toBe('');
  });
  it('keeps a company’s economic code and registration number', () => {
    expect(invoiceDetailsBody({ ...company, economic_code: '۴۱۱۱۱۱۱۱۱۱۱۱' })).toMatchObject({ economic_code: '411111111111', registration_number: '12345' });
  });
});

describe('where a payment’s invoice stands', () => {
  const details = { kind: 'PERSON' as const, name: 'سارا', national_id: '0084575948', economic_code: '', registration_number: '', postal_code: '1193653471', address: 'تهران', phone: '02112345678' };
  it('has no documents without a receipt (not paid)', () => {
    expect(invoiceStage({ payment_state: 'PENDING', receipt_url: null, invoice_details: null, invoice: null })).toBeNull();
    expect(invoiceStage({ payment_state: 'REFUND_REQUIRED', receipt_url: null, invoice_details: null, invoice: null })).toBeNull();
  });
  it('is none, then details, then issued', () => {
    const receipt_url = '/api/payments/5/receipt.pdf';
    const paid = { payment_state: 'COMPLETED' as const, receipt_url };
    expect(invoiceStage({ ...paid, invoice_details: null, invoice: null })).toBe('none');
    expect(invoiceStage({ ...paid, invoice_details: details, invoice: null })).toBe('details');
    expect(invoiceStage({ ...paid, invoice_details: details, invoice: { number: 12, issued_at: '2026-05-01T08:00:00Z' } })).toBe('issued');
  });
  it('offers no invoice for a payment wholly refunded before one was issued, but keeps one issued before', () => {
    const refunded = { payment_state: 'REFUNDED' as const, receipt_url: '/api/payments/5/receipt.pdf' };
    expect(invoiceStage({ ...refunded, invoice_details: details, invoice: null })).toBe('refunded');
    expect(invoiceStage({ ...refunded, invoice_details: details, invoice: { number: 12, issued_at: '2026-05-01T08:00:00Z' } })).toBe('issued');
  });
  it('starts the form from the details given before', () => {
    expect(initialInvoiceValues(details)).toEqual(details);
  });
});
