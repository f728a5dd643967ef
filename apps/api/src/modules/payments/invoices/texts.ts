/** The invoices' and receipts' refusals, in Persian. */
export const invoiceTexts = {
  paymentNotFound: 'پرداختی با این شناسه پیدا نشد.',
  notInvoiceable: 'فاکتور رسمی فقط برای پرداخت تکمیل‌شده صادر می‌شود.',
  noReceipt: 'رسید فقط برای پرداخت تکمیل‌شده یا بازپرداخت‌شده وجود دارد.',
  detailsFirst: 'پیش از دریافت فاکتور رسمی، مشخصات خریدار را وارد کنید.',
  detailsFixed: 'فاکتور این پرداخت صادر شده است و مشخصات آن دیگر تغییر نمی‌کند.',
};
