import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useGetAdminPaymentQuery, useReverifyPaymentMutation, type AdminPaymentDetail as AdminPayment, type Refund } from '@/shared/api/admin-payments';
import { errorMessage } from '@/shared/api-error';
import { formatShortDate, formatTime, formatToman, listComma, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ErrorState } from '@/shared/ui/ErrorState';
import { FormAlert } from '@/shared/ui/FormAlert';
import { Spinner } from '@/shared/ui/Spinner';
import { AdminHeading } from '../components/AdminHeading';
import { PaymentStateTag } from '../components/PaymentStateTag';
import { RefundDialog } from '../components/RefundDialog';
import { RefundsTable } from '../components/RefundsTable';
import { paymentKindLabel, paymentStateLabel, refundMethodLabel } from '../labels';
import { coveredLines, holdsLines, paymentLines, refundableLines } from '../refund-lines';
import '../messages';

const when = (iso: string | null | undefined) => (iso ? `${formatShortDate(iso)}${listComma()}${formatTime(iso)}` : '—');
const REFUNDABLE = new Set(['COMPLETED', 'REFUND_REQUIRED']);
const card = 'rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100';

/** /admin/payments/:id: one payment, what it bought, its refunds, its history, and reverify / refund. */
export default function PaymentPage() {
  const id = Number(useParams().id);
  const payment = useGetAdminPaymentQuery(id);
  if (!payment.data) {
    return payment.isError ? <ErrorState message={errorMessage(payment.error)} onRetry={() => void payment.refetch()} retrying={payment.isFetching} /> : <Spinner />;
  }
  return <PaymentDetail payment={payment.data} />;
}

type Notice = { tone: 'success' | 'error' | 'warning'; text: string };

/** What the page says once a refund was answered DONE or PENDING (a FAILED one is told in the dialog). */
function refundNotice(refund: Refund): Notice {
  if (refund.state === 'DONE') return { tone: 'success', text: t('admin.refundDone', { amount: formatToman(refund.amount), method: refundMethodLabel(refund.method) }) };
  return { tone: 'warning', text: refund.method === 'gateway' ? t('admin.refundPendingAnswer') : t('admin.refundPendingManualAnswer') };
}

/**
 * Something is left to refund: a line no DONE or PENDING refund covers, or, for a payment without
 * lines (the competition), no such refund at all. The server decides; this only offers the button.
 */
function canRefund(payment: AdminPayment): boolean {
  if (!REFUNDABLE.has(payment.payment_state)) return false;
  if (payment.participations.length + payment.accessories.length === 0) return !payment.refunds.some(holdsLines);
  return refundableLines(payment).length > 0;
}

function PaymentDetail({ payment }: { payment: AdminPayment }) {
  const [reverify, reverifying] = useReverifyPaymentMutation();
  const [refunding, setRefunding] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const lines = paymentLines(payment);
  const covered = coveredLines(payment.refunds);

  const askAgain = async () => {
    setNotice(null);
    try {
      await reverify(payment.id).unwrap();
      setNotice({ tone: 'success', text: t('admin.reverified') });
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessage(err) });
    }
  };

  const facts: Array<[string, ReactNode]> = [
    [t('admin.state'), <PaymentStateTag key="s" state={payment.payment_state} />],
    [t('admin.amount'), formatToman(payment.total_price)],
    [t('admin.paymentKind'), <span key="k" data-testid="payment-kind">{paymentKindLabel(payment) ?? t('admin.kindonline')}</span>],
    [t('admin.buyer'), payment.user ? <BuyerLine key="b" payment={payment} /> : '—'],
    [t('admin.coupon'), payment.coupon ? <code dir="ltr">{payment.coupon}</code> : '—'],
    [t('admin.authority'), payment.authority ? <code dir="ltr" className="break-all">{payment.authority}</code> : '—'],
    [t('admin.refId'), payment.ref_id ? <span dir="ltr">{toPersianDigits(payment.ref_id)}</span> : '—'],
    [t('admin.card'), payment.card_pan ? <span dir="ltr">{payment.card_pan}</span> : '—'],
    [t('admin.createdAt'), when(payment.created_date)],
    [t('admin.verifiedAt'), when(payment.verified_date)],
  ];
  if (payment.refunded_amount > 0) {
    facts.push([
      t('admin.refundedAmount'),
      <span key="r" data-testid="refunded-amount">
        {t('admin.refundedAmountOf', { refunded: formatToman(payment.refunded_amount), total: formatToman(payment.total_price) })}
      </span>,
    ]);
  }

  return (
    <>
      <AdminHeading
        title={t('admin.paymentNumber', { id: toPersianDigits(payment.id) })}
        action={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" loading={reverifying.isLoading} onClick={() => void askAgain()} disabled={!payment.authority}>
              {t('admin.reverify')}
            </Button>
            {canRefund(payment) && (
              <Button
                variant="danger"
                onClick={() => {
                  setNotice(null);
                  setRefunding(true);
                }}
              >
                {t('admin.refund')}
              </Button>
            )}
          </div>
        }
      />
      <Link to="/admin/payments" className="mb-4 inline-block text-sm font-semibold text-navy-700 underline">
        {t('admin.backToPayments')}
      </Link>
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}

      <div className="grid gap-6 lg:grid-cols-2">
        <section className={card}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-navy-500">{label}</dt>
                <dd className="min-w-0">{value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className={card}>
          <h2 className="mb-3 font-bold text-navy-950">{t('admin.purchased')}</h2>
          <ul className="grid gap-2 text-sm">
            {payment.is_competition_payment && <li>{t('admin.competitionSignup')}</li>}
            {lines.map((line) => {
              const refund = covered.get(line.key);
              return (
                <li key={line.key} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <span className={refund === 'DONE' ? 'text-navy-500 line-through' : undefined}>{line.label}</span>
                  <span className="flex items-baseline gap-2">
                    {refund && <Badge tone={refund === 'DONE' ? 'navy' : 'accent'}>{t(refund === 'DONE' ? 'admin.lineRefundDONE' : 'admin.lineRefundPENDING')}</Badge>}
                    <span className="text-navy-600">{formatToman(line.price)}</span>
                  </span>
                </li>
              );
            })}
          </ul>
          <dl className="mt-3 grid gap-1 border-t border-navy-100 pt-3 text-sm">
            {payment.discount > 0 && (
              <div className="flex justify-between gap-3 text-green-800">
                <dt>{t('admin.discountLine', { code: payment.coupon ?? '' })}</dt>
                <dd>−{formatToman(payment.discount)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-3 font-bold">
              <dt>{t('admin.amount')}</dt>
              <dd>{formatToman(payment.total_price)}</dd>
            </div>
            {payment.refunded_amount > 0 && (
              <div className="flex justify-between gap-3 text-navy-700">
                <dt>{t('admin.refundedAmount')}</dt>
                <dd>−{formatToman(payment.refunded_amount)}</dd>
              </div>
            )}
          </dl>
        </section>

        <section className={`${card} lg:col-span-2`} aria-labelledby="payment-refunds">
          <h2 id="payment-refunds" className="mb-3 font-bold text-navy-950">
            {t('admin.refundsOfPayment')}
          </h2>
          {payment.refunds.length > 0 ? (
            <RefundsTable
              caption={t('admin.refundsOfPayment')}
              query={{ data: { count: payment.refunds.length, results: payment.refunds }, isError: false, isFetching: false, refetch: () => undefined }}
              params={{}}
              onParams={() => undefined}
              lines={lines}
              paged={false}
            />
          ) : (
            <p className="text-sm text-navy-500">{t('admin.noRefunds')}</p>
          )}
        </section>

        <section className={`${card} lg:col-span-2`}>
          <h2 className="mb-3 font-bold text-navy-950">{t('admin.history')}</h2>
          {payment.history.length > 0 ? (
            <ol className="grid gap-3 border-s-2 border-navy-100 ps-4 text-sm">
              {payment.history.map((event, i) => (
                <li key={`${event.at}-${i}`}>
                  <p className="font-semibold text-navy-900">
                    {paymentStateLabel(event.state)} <span className="font-normal text-navy-500">· {when(event.at)}</span>
                  </p>
                  <p className="text-navy-600">
                    {actorName(event.actor)}
                    {event.note ? ` — ${event.note}` : ''}
                  </p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-navy-500">{t('admin.noHistory')}</p>
          )}
        </section>
      </div>
      {refunding && <RefundDialog payment={payment} onClose={() => setRefunding(false)} onAnswered={(refund) => setNotice(refundNotice(refund))} />}
    </>
  );
}

function actorName(actor: unknown): string {
  if (!actor) return t('admin.actorSystem');
  if (typeof actor === 'string') return actor;
  const phone = (actor as { phone_number?: string }).phone_number;
  return phone ? toPersianDigits(phone) : t('admin.actorSystem');
}

function BuyerLine({ payment }: { payment: AdminPayment }) {
  const user = payment.user;
  if (!user) return null;
  return (
    <Link to={`/admin/users?search=${encodeURIComponent(user.phone_number)}`} className="text-navy-800 underline">
      {`${user.first_name} ${user.last_name}`.trim()} (<span dir="ltr">{toPersianDigits(user.phone_number)}</span>)
    </Link>
  );
}
