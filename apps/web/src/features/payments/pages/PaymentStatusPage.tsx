import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { errorMessage, type SerializedApiError } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { ButtonLink } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Spinner } from '@/shared/ui/Spinner';
import { VerdictCard } from '../components/VerdictCard';
import { fetchPayments, selectPaymentByAuthority, verifyPayment } from '../payment-slice';
import type { VerifyResult } from '../payments-api';

type Outcome = { kind: 'verifying' } | { kind: 'verdict'; result: VerifyResult } | { kind: 'error'; error: SerializedApiError };

/**
 * Where the bank sends the buyer back (`?Authority=…&Status=OK|NOK`). The callback proves nothing,
 * so the page asks the server to verify with the bank and shows its verdict.
 */
export default function PaymentStatusPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const authority = params.get('Authority')?.trim() ?? '';
  const status = params.get('Status');

  if (!isAuthenticated) {
    // The session may have ended while the visitor was at the bank: log in, then come back here.
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-14">
      {authority ? <Verification key={authority} authority={authority} status={status} /> : <MissingAuthority />}
    </div>
  );
}

function Verification({ authority, status }: { authority: string; status: string | null }) {
  const dispatch = useAppDispatch();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'verifying' });
  const [attempt, setAttempt] = useState(0);
  const payment = useAppSelector((state) => selectPaymentByAuthority(state, authority));

  useEffect(() => {
    let current = true;
    // verifyPayment asks the server once per authority, however often this effect runs (StrictMode).
    void dispatch(verifyPayment({ authority, status })).then((action) => {
      if (!current) return;
      if (verifyPayment.fulfilled.match(action)) {
        setOutcome({ kind: 'verdict', result: action.payload });
        // For "what was bought": the verdict names only the amount.
        void dispatch(fetchPayments());
      } else {
        setOutcome({ kind: 'error', error: action.payload ?? { code: 'UNKNOWN' } });
      }
    });
    return () => {
      current = false;
    };
  }, [dispatch, authority, status, attempt]);

  if (outcome.kind === 'verifying') {
    return (
      <Card className="flex flex-col items-center py-14 text-center">
        <Spinner size="lg" className="text-accent-500" />
        <h1 className="mt-6 text-xl font-bold text-navy-950">{t('payments.verifying')}</h1>
        <p className="mt-2 text-navy-600">{t('payments.verifyingText')}</p>
      </Card>
    );
  }
  if (outcome.kind === 'error') {
    return (
      <div className="grid gap-4">
        <ErrorState
          title={t('payments.verifyErrorTitle')}
          message={`${errorMessage(outcome.error)} ${t('payments.verifyErrorText')}`}
          onRetry={() => {
            setOutcome({ kind: 'verifying' });
            setAttempt((n) => n + 1);
          }}
        />
        <div className="flex justify-center">
          <ButtonLink to="/profile/billing" variant="ghost">
            {t('payments.toBilling')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return <VerdictCard result={outcome.result} payment={payment} />;
}

function MissingAuthority() {
  return (
    <Card className="flex flex-col items-center py-12 text-center">
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-full bg-navy-100 text-3xl">
        ?
      </span>
      <h1 className="mt-5 text-xl font-bold text-navy-950">{t('payments.missingTitle')}</h1>
      <p className="mt-2 max-w-md leading-7 text-navy-600">{t('payments.missingText')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/profile/billing">{t('payments.toBilling')}</ButtonLink>
        <ButtonLink to="/profile/cart/list" variant="secondary">
          {t('payments.toCart')}
        </ButtonLink>
      </div>
    </Card>
  );
}
