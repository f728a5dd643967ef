import { addArea, t } from './i18n';
import { invoices } from './i18n/fa/invoices';

/**
 * The receipts' and invoices' strings (the billing page's documents, the console's invoices and the
 * seller's settings), in a chunk of their own: the pages that show them import this module first, so
 * the area is registered (and, on the English site, its English fetched) before their first render.
 */
await addArea('invoices', invoices, () => import('./i18n/en/invoices').then((module) => module.invoices));

/** "حقیقی" / "حقوقی": whose name an invoice is in. */
export const buyerKindLabel = (kind: 'PERSON' | 'COMPANY') => t(kind === 'COMPANY' ? 'invoices.buyerCompany' : 'invoices.buyerPerson');

/** "فاکتور" / "برگشت از فروش". */
export const invoiceKindLabel = (kind: 'INVOICE' | 'CREDIT_NOTE') => t(kind === 'CREDIT_NOTE' ? 'invoices.kindCreditNote' : 'invoices.kindInvoice');
