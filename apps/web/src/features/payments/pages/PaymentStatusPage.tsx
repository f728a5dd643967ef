import '../payments-strings';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { paymentsApi, useGetPaymentsQuery, type VerifyResult } from '@/shared/api/payments';
import { errorMessage, type SerializedApiError } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { ButtonLink } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectIsAuthenticated } from '@/shared/store/session';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Spinner } from '@/shared/ui/Spinner';
import { VerdictCard } from '../components/VerdictCard';

type Outcome = { kind: 'verifying' } | { kind: 'verdict'; result: VerifyResult } | { kind: 'error'; error: SerializedApiError };

/**
 * Where the bank sends the buyer back (`?Authority=…&Status=OK|NOK`). The callback proves nothing,
 * so the page asks the server to verify with the bank and shows its verdict.
 */
export default function PaymentStatusPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
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
  // For "what was bought": the verdict names only the amount. Asked once the verdict is in (the
  // verification may complete the payment, and completing it invalidates this list anyway).
  const { data: payments } = useGetPaymentsQuery(undefined, { skip: outcome.kind !== 'verdict' });
  const payment = payments?.find((p) => p.authority === authority);
  /**
   * One verify per attempt for this visit of the page: StrictMode runs effects twice in development
   * and a re-render must not ask again, so the request of an attempt is kept and shared. (The server
   * is idempotent anyway: a reload that asks once more completes nothing twice.) "Try again" is a new attempt.
   */
  const request = useRef<{ attempt: number; answer: Promise<Outcome> } | null>(null);

  useEffect(() => {
    let current = true;
    if (request.current?.attempt !== attempt) {
      const answer = dispatch(paymentsApi.endpoints.verifyPayment.initiate({ authority, status })).then(
        (result): Outcome =>
          'data' in result && result.data
            ? { kind: 'verdict', result: result.data }
            : { kind: 'error', error: ('error' in result ? (result.error as SerializedApiError | undefined) : undefined) ?? { code: 'UNKNOWN' } },
      );
      request.current = { attempt, answer };
    }
    void request.current.answer.then((next) => current && setOutcome(next));
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
        {t('payments.missingMark')}
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
