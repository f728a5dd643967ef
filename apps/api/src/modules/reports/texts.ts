/** The reports' Persian texts: the labels of codes, the exports' column headers and sheet names. */

import type { DoorSaleMethod, ExportKind, PaymentKind, PaymentState, RefundMethod, UserRole } from '@fest/contract';

/**
 * The Persian an organiser reads for a code, in the exports beside the code itself (contract: "states
 * and methods come in Persian beside their codes"). The same words as the console's (the web app's
 * i18n, admin.state*, admin.refundMethod*, admin.role*), so a filter in the sheet and the console agree.
 * Typed by the contract's lists: a new state or role without its words does not compile.
 */
export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, string>> = {
  PENDING: 'در انتظار پرداخت',
  COMPLETED: 'پرداخت‌شده',
  FAILED: 'ناموفق',
  EXPIRED: 'منقضی‌شده',
  REFUND_REQUIRED: 'نیازمند بازگشت وجه',
  REFUNDED: 'بازگشت داده‌شده',
};

export const INVOICE_KIND_LABELS: Readonly<Record<string, string>> = {
  INVOICE: 'فاکتور',
  CREDIT_NOTE: 'برگشت از فروش',
  PERSON: 'شخص حقیقی',
  COMPANY: 'شخص حقوقی',
};

export const REFUND_METHOD_LABELS: Readonly<Record<RefundMethod, string>> = {
  gateway: 'از درگاه',
  manual: 'دستی',
};

/** How a payment came about: counted apart in the exports (complimentary seats, door sales). */
export const PAYMENT_KIND_LABELS: Readonly<Record<PaymentKind, string>> = {
  online: 'خرید اینترنتی',
  complimentary: 'صندلی مهمان',
  door: 'فروش حضوری',
};

export const DOOR_METHOD_LABELS: Readonly<Record<DoorSaleMethod, string>> = {
  CASH: 'نقدی',
  CARD: 'کارتخوان',
  FREE: 'رایگان',
};

export const ROLE_LABELS: Readonly<Record<UserRole, string>> = {
  user: 'بازدیدکننده',
  door: 'کنترل ورود',
  admin: 'برگزارکننده',
  reviewer: 'داور',
};

/** The label of a code, or the code itself when it has none (a value the contract does not list). */
export const labelOf = <Code extends string>(labels: Readonly<Record<Code, string>>, code: string | null): string | null =>
  code === null ? null : (labels[code as Code] ?? code);

/** The exports' column headers, sheet names and yes / no (what an organiser reads in the file). */
export const reportTexts = {
  columns: {
    participationId: 'شناسهٔ ثبت‌نام',
    presentation: 'ارائه',
    firstName: 'نام',
    lastName: 'نام خانوادگی',
    phone: 'تلفن همراه',
    email: 'ایمیل',
    paymentId: 'شناسهٔ پرداخت',
    paidAt: 'زمان پرداخت',
    paymentKind: 'نوع پرداخت',
    paymentKindCode: 'کد نوع پرداخت',
    doorMethod: 'روش پرداخت حضوری',
    checkedInAt: 'زمان ورود',
    state: 'وضعیت',
    stateCode: 'کد وضعیت',
    subtotal: 'جمع (تومان)',
    discount: 'تخفیف (تومان)',
    total: 'مبلغ (تومان)',
    coupon: 'کد تخفیف',
    competition: 'مسابقه',
    refId: 'کد پیگیری بانک',
    cardPan: 'شمارهٔ کارت',
    createdAt: 'زمان ایجاد',
    verifiedAt: 'زمان تأیید',
    refunded: 'بازپرداخت‌شده (تومان)',
    refundedAt: 'زمان آخرین بازپرداخت',
    refundMethod: 'روش بازپرداخت',
    refundMethodCode: 'کد روش بازپرداخت',
    userId: 'شناسه',
    role: 'نقش',
    roleCode: 'کد نقش',
    registrations: 'ثبت‌نام‌ها',
    joinedAt: 'زمان عضویت',
    invoiceNumber: 'شمارهٔ فاکتور',
    invoiceKind: 'نوع',
    invoiceKindCode: 'کد نوع',
    edition: 'دوره',
    issuedAt: 'زمان صدور',
    amount: 'مبلغ با مالیات (تومان)',
    vat: 'مالیات و عوارض (تومان)',
    buyerKind: 'نوع خریدار',
    buyerName: 'نام خریدار',
    buyerNationalId: 'کد/شناسهٔ ملی خریدار',
    buyerEconomicCode: 'کد اقتصادی خریدار',
  },
  sheets: { attendees: 'شرکت‌کنندگان', payments: 'پرداخت‌ها', users: 'کاربران', invoices: 'فاکتورها' } satisfies Record<ExportKind, string>,
  yes: 'بله',
  no: 'خیر',
} as const;
