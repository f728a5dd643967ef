import '../payments-strings';
import type { ReactNode } from 'react';
import { toast } from '@/shared/toast';
import { formatToman, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { ButtonLink } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { cx } from '@/shared/ui/cx';
import { formatCardPan } from '../payment-display';
import type { Payment, VerifyResult } from '@/shared/api/payments';
import { PurchasedLines } from './PurchasedLines';
import { serverText } from '@/shared/api-error';

const looks = {
  success: { icon: '✓', ring: 'bg-green-100 text-green-700 ring-green-200', band: 'from-green-50' },
  refund: { icon: '↺', ring: 'bg-accent-100 text-accent-700 ring-accent-200', band: 'from-accent-50' },
  failure: { icon: '✕', ring: 'bg-red-100 text-red-700 ring-red-200', band: 'from-red-50' },
};

/** The bank's verdict, in words a buyer understands, with the way forward. */
export function VerdictCard({ result, payment }: { result: VerifyResult; payment: Payment | undefined }) {
  const competition = payment?.is_competition_payment === true;
  const look = result.payment_state === 'COMPLETED' ? looks.success : result.payment_state === 'REFUND_REQUIRED' ? looks.refund : looks.failure;
  const ref = result.ref_id !== null ? toPersianDigits(result.ref_id) : null;

  let title: string;
  let text: ReactNode;
  let actions: ReactNode;
  if (result.payment_state === 'COMPLETED') {
    title = competition ? t('payments.successCompetitionTitle') : t('payments.successTitle');
    text = competition ? t('payments.successCompetitionText') : t('payments.successText');
    actions = competition ? (
      <ButtonLink to="/contest">{t('payments.toContest')}</ButtonLink>
    ) : (
      <>
        <ButtonLink to="/profile/workshops">{t('payments.toMyWorkshops')}</ButtonLink>
        <ButtonLink to="/profile/billing" variant="secondary">
          {t('payments.toBilling')}
        </ButtonLink>
      </>
    );
  } else if (result.payment_state === 'REFUND_REQUIRED') {
    title = t('payments.refundTitle');
    text = t('payments.refundText', { amount: formatToman(result.amount), ref: ref ?? '—' });
    actions = (
      <>
        <ButtonLink to="/profile/billing">{t('payments.toBilling')}</ButtonLink>
        <ButtonLink to="/faq" variant="secondary">
          {t('payments.toSupport')}
        </ButtonLink>
      </>
    );
  } else {
    title = t('payments.failureTitle');
    // The server's words for an order (they say the cart is kept); ours for the competition.
    text = competition ? t('payments.failureCompetitionText') : (serverText(result.detail) ?? t('payments.failureText'));
    actions = competition ? (
      <ButtonLink to="/contest">{t('payments.backToContest')}</ButtonLink>
    ) : (
      <>
        <ButtonLink to="/profile/cart/list">{t('payments.backToCart')}</ButtonLink>
        <ButtonLink to="/profile/billing" variant="secondary">
          {t('payments.toBilling')}
        </ButtonLink>
      </>
    );
  }

  const paid = result.payment_state !== 'FAILED';
  return (
    <Card padded={false} className="overflow-hidden" data-testid="payment-verdict" data-state={result.payment_state}>
      <div className={cx('flex flex-col items-center bg-gradient-to-b to-white px-6 pb-6 pt-10 text-center', look.band)}>
        <span aria-hidden="true" className={cx('grid size-16 place-items-center rounded-full text-3xl font-black ring-8', look.ring)}>
          {look.icon}
        </span>
        <h1 className="mt-5 text-2xl font-extrabold text-navy-950">{title}</h1>
        <p className="mt-2 max-w-md leading-7 text-navy-600">{text}</p>
      </div>

      {paid && (
        <dl className="mx-6 grid gap-4 rounded-2xl bg-navy-50 p-4 text-sm sm:grid-cols-3 sm:mx-8">
          <div>
            <dt className="text-navy-500">{t('payments.refId')}</dt>
            <dd className="mt-1 flex items-center gap-2">
              <span className="text-lg font-extrabold tracking-wide text-navy-950" data-testid="ref-id">
                {ref ?? '—'}
              </span>
              {ref && <CopyButton value={String(result.ref_id)} />}
            </dd>
          </div>
          <div>
            <dt className="text-navy-500">{t('payments.amount')}</dt>
            <dd className="mt-1 text-lg font-bold text-navy-950">{formatToman(result.amount)}</dd>
          </div>
          <div>
            <dt className="text-navy-500">{t('payments.card')}</dt>
            <dd className="mt-1 font-semibold text-navy-950">
              {result.card_pan ? (
                <span dir="ltr" className="inline-block tracking-wide">
                  {formatCardPan(result.card_pan)}
                </span>
              ) : (
                '—'
              )}
            </dd>
          </div>
        </dl>
      )}

      {payment && (
        <section className="mx-6 mt-6 sm:mx-8">
          <h2 className="mb-3 text-sm font-bold text-navy-500">{paid ? t('payments.purchased') : t('payments.wouldHaveBought')}</h2>
          <PurchasedLines payment={payment} />
        </section>
      )}

      <div className="mt-6 flex flex-wrap justify-center gap-3 border-t border-navy-100 px-6 py-5">{actions}</div>
    </Card>
  );
}

function CopyButton({ value }: { value: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('payments.copied'));
    } catch {
      // No clipboard (an insecure page or a refusal): the number stays on screen to copy by hand.
    }
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="rounded-lg px-2 py-1 text-xs font-semibold text-navy-600 ring-1 ring-navy-200 hover:bg-white"
      aria-label={t('payments.copyRef')}
    >
      {t('payments.copy')}
    </button>
  );
}
