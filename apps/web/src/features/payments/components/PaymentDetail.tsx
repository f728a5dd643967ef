import '../payments-strings';
import type { ReactNode } from 'react';
import { formatDate, formatTime, formatToman, listComma, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { buttonClasses } from '@/shared/ui/Button';
import { cx } from '@/shared/ui/cx';
import { continueLink } from '../continue-link';
import { formatCardPan, isPartlyRefunded } from '../payment-display';
import type { Payment } from '@/shared/api/payments';
import { PaymentStateBadge } from './PaymentStateBadge';
import { PurchasedLines } from './PurchasedLines';

const dateTime = (iso: string) => `${formatDate(iso)}${listComma()}${t('payments.at', { time: formatTime(iso) })}`;

/** Everything known about one payment, for the billing page's detail view. */
export function PaymentDetail({ payment }: { payment: Payment }) {
  const payLink = continueLink(payment);
  const empty = <span className="text-navy-400">{t('payments.none')}</span>;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-navy-50 px-4 py-3">
        <PaymentStateBadge payment={payment} />
        <span className="text-xl font-extrabold text-navy-950">{formatToman(payment.total_price)}</span>
      </div>
      {payment.payment_state === 'REFUND_REQUIRED' && (
        <p className="rounded-xl bg-accent-50 px-4 py-3 text-sm leading-6 text-accent-700 ring-1 ring-accent-200">{t('payments.refundNote')}</p>
      )}
      {payment.payment_state === 'REFUNDED' && (
        <p className="rounded-xl bg-navy-50 px-4 py-3 text-sm leading-6 text-navy-700">{t('payments.refundedNote')}</p>
      )}
      {isPartlyRefunded(payment) && (
        <p className="rounded-xl bg-navy-50 px-4 py-3 text-sm leading-6 text-navy-700">
          {t('payments.partlyRefundedNote', { amount: formatToman(payment.refunded_amount) })}
        </p>
      )}
      {payment.payment_state === 'PENDING' && (
        <div className="rounded-xl bg-navy-50 px-4 py-3 text-sm leading-6 text-navy-700">
          <p>{t('payments.pendingNote')}</p>
          {payLink && (
            <a href={payLink} className={cx(buttonClasses('accent', 'sm', true), 'mt-3')}>
              {t('payments.continuePayment')}
            </a>
          )}
        </div>
      )}

      <section>
        <h3 className="mb-2 text-sm font-bold text-navy-500">{t('payments.purchased')}</h3>
        <PurchasedLines payment={payment} />
      </section>

      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Field label={t('payments.coupon')}>{payment.coupon ? <span dir="ltr" className="font-mono">{payment.coupon}</span> : empty}</Field>
        <Field label={t('payments.refId')}>
          {payment.ref_id !== null ? <span className="font-semibold tracking-wide">{toPersianDigits(payment.ref_id)}</span> : empty}
        </Field>
        <Field label={t('payments.card')}>
          {payment.card_pan ? (
            <span dir="ltr" className="inline-block font-semibold tracking-wide">
              {formatCardPan(payment.card_pan)}
            </span>
          ) : (
            empty
          )}
        </Field>
        <Field label={t('payments.createdAt')}>{dateTime(payment.created_date)}</Field>
        <Field label={t('payments.verifiedAt')}>{payment.verified_date ? dateTime(payment.verified_date) : empty}</Field>
        {payment.refunded_amount > 0 && (
          <Field label={t('payments.refundedAmount')}>
            <span data-testid="refunded-amount" className="font-semibold">
              {formatToman(payment.refunded_amount)}
            </span>
          </Field>
        )}
      </dl>
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-navy-500">{label}</dt>
      <dd className="mt-0.5 text-navy-900">{children}</dd>
    </div>
  );
}
