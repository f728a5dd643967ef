import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { refundBodySchema } from '../schemas';
import { useGetAdminPaymentQuery, useRefundPaymentMutation, useReverifyPaymentMutation, type AdminPaymentDetail as AdminPayment } from '@/shared/api/admin-payments';
import { errorMessage } from '@/shared/api-error';
import { formatShortDate, formatTime, formatToman, listComma, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { ErrorState } from '@/shared/ui/ErrorState';
import { FormAlert } from '@/shared/ui/FormAlert';
import { Spinner } from '@/shared/ui/Spinner';
import { issueErrors } from '../admin-form';
import { AdminHeading } from '../components/AdminHeading';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { PaymentStateTag } from '../components/PaymentStateTag';
import { TextAreaField } from '../components/TextAreaField';
import { paymentStateLabel } from '../labels';
import '../messages';
import { localTitle } from '@/shared/i18n/content';

const when = (iso: string | null | undefined) => (iso ? `${formatShortDate(iso)}${listComma()}${formatTime(iso)}` : '—');
const REFUNDABLE = new Set(['COMPLETED', 'REFUND_REQUIRED']);

/** /admin/payments/:id: one payment, what it bought, its history, and reverify / refund. */
export default function PaymentPage() {
  const id = Number(useParams().id);
  const payment = useGetAdminPaymentQuery(id);
  if (!payment.data) {
    return payment.isError ? <ErrorState message={errorMessage(payment.error)} onRetry={() => void payment.refetch()} retrying={payment.isFetching} /> : <Spinner />;
  }
  return <PaymentDetail payment={payment.data} />;
}

function PaymentDetail({ payment }: { payment: AdminPayment }) {
  const [reverify, reverifying] = useReverifyPaymentMutation();
  const [refunding, setRefunding] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

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
    [t('admin.buyer'), payment.user ? <BuyerLine key="b" payment={payment} /> : '—'],
    [t('admin.coupon'), payment.coupon ? <code dir="ltr">{payment.coupon}</code> : '—'],
    [t('admin.authority'), payment.authority ? <code dir="ltr" className="break-all">{payment.authority}</code> : '—'],
    [t('admin.refId'), payment.ref_id ? <span dir="ltr">{toPersianDigits(payment.ref_id)}</span> : '—'],
    [t('admin.card'), payment.card_pan ? <span dir="ltr">{payment.card_pan}</span> : '—'],
    [t('admin.createdAt'), when(payment.created_date)],
    [t('admin.verifiedAt'), when(payment.verified_date)],
  ];
  if (payment.refunded_at) facts.push([t('admin.refundedAt'), `${when(payment.refunded_at)} (${payment.refund_method === 'gateway' ? t('admin.refundGateway') : t('admin.refundManual')})`]);

  return (
    <>
      <AdminHeading
        title={t('admin.paymentNumber', { id: toPersianDigits(payment.id) })}
        action={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" loading={reverifying.isLoading} onClick={() => void askAgain()} disabled={!payment.authority}>
              {t('admin.reverify')}
            </Button>
            {REFUNDABLE.has(payment.payment_state) && (
              <Button variant="danger" onClick={() => setRefunding(true)}>
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
        <section className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-navy-500">{label}</dt>
                <dd className="min-w-0">{value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100">
          <h2 className="mb-3 font-bold text-navy-950">{t('admin.purchased')}</h2>
          <ul className="grid gap-2 text-sm">
            {payment.is_competition_payment && <li>{t('admin.competitionSignup')}</li>}
            {payment.participations.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                <span>{localTitle(item.presentation)}</span>
                <span className="text-navy-600">{formatToman(item.presentation.cost)}</span>
              </li>
            ))}
            {payment.accessories.map((a) => (
              <li key={a.id} className="flex justify-between gap-3">
                <span>{a.name}</span>
                <span className="text-navy-600">{formatToman(a.price)}</span>
              </li>
            ))}
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
          </dl>
        </section>

        <section className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100 lg:col-span-2">
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
      {refunding && <RefundDialog payment={payment} onClose={() => setRefunding(false)} onDone={() => setNotice({ tone: 'success', text: t('admin.refunded') })} />}
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

/** The refund's confirmation says exactly what will change before anything does. */
function RefundDialog({ payment, onClose, onDone }: { payment: AdminPayment; onClose: () => void; onDone: () => void }) {
  const [method, setMethod] = useState<'gateway' | 'manual'>(payment.authority ? 'gateway' : 'manual');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [refund] = useRefundPaymentMutation();
  const seats = payment.participations;

  const confirm = async () => {
    const parsed = refundBodySchema.safeParse({ method, note });
    if (!parsed.success) {
      setNoteError(issueErrors(parsed.error.issues).note);
      // Shown by the dialog as the refusal: the field's own message is beside the note.
      throw { code: 'VALIDATION_ERROR', detail: t('admin.fixFields') };
    }
    await refund({ id: payment.id, body: parsed.data }).unwrap();
    onDone();
  };

  return (
    <ConfirmDialog open title={t('admin.refundTitle', { id: toPersianDigits(payment.id) })} confirmLabel={t('admin.refundConfirm')} onClose={onClose} onConfirm={confirm}>
      <p>{t('admin.refundIntro', { amount: formatToman(payment.total_price) })}</p>
      <ul className="grid list-disc gap-1 ps-5 text-sm">
        {seats.length > 0 && <li>{t('admin.refundSeats', { list: seats.map((s) => localTitle(s.presentation)).join(listComma()) })}</li>}
        {seats.length > 0 && <li>{t('admin.refundTickets')}</li>}
        {payment.accessories.length > 0 && <li>{t('admin.refundAccessories', { list: payment.accessories.map((a) => a.name).join(listComma()) })}</li>}
        {payment.coupon && <li>{t('admin.refundCoupon', { code: payment.coupon })}</li>}
        {payment.is_competition_payment && <li>{t('admin.refundCompetition')}</li>}
      </ul>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-navy-800">{t('admin.refundMethod')}</legend>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" name="method" value="gateway" checked={method === 'gateway'} onChange={() => setMethod('gateway')} disabled={!payment.authority} className="mt-1" />
          <span>{t('admin.refundGatewayText')}</span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" name="method" value="manual" checked={method === 'manual'} onChange={() => setMethod('manual')} className="mt-1" />
          <span>{t('admin.refundManualText')}</span>
        </label>
      </fieldset>
      <TextAreaField label={t('admin.refundNote')} name="note" rows={2} value={note} onChange={(e) => setNote(e.target.value)} error={noteError} />
    </ConfirmDialog>
  );
}
