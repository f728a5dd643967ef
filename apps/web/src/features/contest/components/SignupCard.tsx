import '../contest-strings';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from '@/shared/toast';
import { catalogueMessage, serverText, toApiError } from '@/shared/api-error';
import { formatNumber, formatToman } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { FormAlert } from '@/shared/ui/FormAlert';
import { Skeleton } from '@/shared/ui/Skeleton';
import type { CompetitionInfo } from '@/shared/api/competition';
import { useCompetitionSignupMutation } from '@/shared/api/users';
import { useRefetchOnReturn } from '../use-refetch-on-return';

interface SignupCardProps {
  info: CompetitionInfo | null | undefined;
  signedIn: boolean;
  /** undefined while it is being asked. */
  signedUp: boolean | undefined;
  onRegistered: () => void;
}

/** Price, seats and the one button: log in, register and pay, or "you're in". */
export function SignupCard({ info, signedIn, signedUp, onRegistered }: SignupCardProps) {
  const location = useLocation();
  const [signUp] = useCompetitionSignupMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useRefetchOnReturn();

  async function register() {
    setBusy(true);
    setError(null);
    try {
      const outcome = await signUp().unwrap();
      if (outcome.kind === 'pay') {
        // docs/product.md#competition-signup: on success the browser goes to the payment page (the button stays busy meanwhile).
        window.location.assign(outcome.paymentUrl);
        return;
      }
      toast.success(serverText(outcome.detail) ?? t('contest.signedUp'));
      onRegistered();
    } catch (err) {
      // docs/product.md#fixed-messages: the server's detail, else "something went wrong". Said once,
      // on the card; a refusal because the card was stale also brings the card up to date (users.ts).
      // The detail is Persian: in English the same refusal is said by its code.
      const { detail, code } = toApiError(err);
      setError(detail?.trim() ? (serverText(detail) ?? catalogueMessage(code)) : t('contest.somethingWrong'));
    }
    setBusy(false);
  }

  const full = info ? info.remained_capacity <= 0 : false;
  let action;
  if (!signedIn) {
    action = (
      <ButtonLink to={`/login?next=${encodeURIComponent(location.pathname)}`} size="lg" variant="accent" block>
        {t('contest.loginToRegister')}
      </ButtonLink>
    );
  } else if (signedUp === undefined || info === undefined) {
    action = <Skeleton className="h-12 w-full" />;
  } else if (signedUp) {
    action = (
      <p className="flex items-center justify-center gap-2 rounded-xl bg-green-50 px-4 py-3 font-bold text-green-800 ring-1 ring-green-200" data-testid="contest-signed-up">
        <span aria-hidden="true">✓</span>
        {t('contest.signedUp')}
      </p>
    );
  } else if (info && !info.is_registration_open) {
    action = (
      <Button size="lg" block disabled variant="secondary">
        {t('contest.closed')}
      </Button>
    );
  } else if (full) {
    action = (
      <Button size="lg" block disabled variant="secondary">
        {t('contest.full')}
      </Button>
    );
  } else {
    action = (
      <Button size="lg" variant="accent" block loading={busy} onClick={() => void register()}>
        {info && info.price > 0 ? t('contest.registerAndPay', { price: formatToman(info.price) }) : t('contest.register')}
      </Button>
    );
  }

  return (
    <Card as="aside" aria-labelledby="contest-signup-title" className="grid gap-5">
      <div>
        <h2 id="contest-signup-title" className="text-lg font-bold text-navy-950">
          {t('contest.signupTitle')}
        </h2>
        <p className="mt-1 text-sm leading-6 text-navy-500">{t('contest.signupText')}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-navy-50 p-4">
          <dt className="text-xs font-semibold text-navy-500">{t('contest.price')}</dt>
          <dd className="mt-1 text-lg font-extrabold text-navy-950" data-testid="contest-price">
            {info === undefined ? <Skeleton className="h-7 w-24" /> : info ? formatToman(info.price) : '—'}
          </dd>
        </div>
        <div className="rounded-2xl bg-navy-50 p-4">
          <dt className="text-xs font-semibold text-navy-500">{t('contest.seatsLeft')}</dt>
          <dd className="mt-1 text-lg font-extrabold text-navy-950">
            {info === undefined ? (
              <Skeleton className="h-7 w-16" />
            ) : info ? (
              t('contest.seatsValue', { left: formatNumber(info.remained_capacity), total: formatNumber(info.capacity) })
            ) : (
              '—'
            )}
          </dd>
        </div>
      </dl>
      {/* "Already registered" has nothing to add once the card itself says so. */}
      {error && !signedUp && <FormAlert>{error}</FormAlert>}
      {action}
      {!signedUp && <p className="text-center text-xs leading-5 text-navy-500">{t('contest.payNote')}</p>}
    </Card>
  );
}
