import type { Presentation } from '@fest/contract';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { alreadyReported, errorMessage } from '../api-error';
import { cartApi } from '../api/cart';
import { useGetWaitlistQuery, useJoinWaitlistMutation, useLeaveWaitlistMutation } from '../api/waitlist';
import { formatNumber } from '../format';
import { t } from '../i18n';
import { localTitle } from '../i18n/content';
import { useSecondsLeft } from '../offer-countdown';
import { useAppDispatch } from '../store/hooks';
import { useCart } from '../store/session';
import { toast } from '../toast';
import { Button, ButtonLink } from './Button';
import { cx } from './cx';
import { OfferCountdown } from './OfferCountdown';

interface WaitlistButtonProps {
  presentation: Pick<Presentation, 'id' | 'fa_title' | 'en_title' | 'waiting'>;
  /** 'card': compact, above a card's whole-card link; 'panel': the workshop page's booking panel. */
  look?: 'card' | 'panel';
  className?: string;
}

/**
 * What a full workshop offers instead of the add button: join its waiting list, or, once in line,
 * the place and a way out; once a seat is offered, the countdown and the way to the cart. The server
 * decides every rule (NOT_FULL, ALREADY_WAITING...); this only shows the visitor where they stand.
 */
export function WaitlistButton({ presentation: p, look = 'panel', className }: WaitlistButtonProps) {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { isAuthenticated, items } = useCart();
  const { data: entries } = useGetWaitlistQuery(undefined, { skip: !isAuthenticated });
  const [join, joining] = useJoinWaitlistMutation();
  const [leave, leaving] = useLeaveWaitlistMutation();
  const item = items?.find((i) => i.presentation.id === p.id);
  const entry = entries?.find((e) => e.presentation === p.id && e.offer_expires_at === null);
  const refreshCart = useCallback(() => void dispatch(cartApi.util.invalidateTags(['Cart', 'Presentations'])), [dispatch]);
  const secondsLeft = useSecondsLeft(item?.offer_expires_at ?? null, refreshCart);
  const card = look === 'card';
  const size = card ? 'sm' : 'lg';
  const wrap = cx('relative z-10 grid gap-2', className);
  const count = p.waiting > 0 && (
    <p className="text-center text-xs text-navy-500" data-testid="waitlist-count">
      {t('waitlist.waitingCount', { count: formatNumber(p.waiting) })}
    </p>
  );

  if (!isAuthenticated) {
    const next = encodeURIComponent(location.pathname + location.search);
    return (
      <div className={wrap}>
        <ButtonLink to={`/login?next=${next}`} size={size} variant="secondary" block>
          {t('waitlist.joinLogin')}
        </ButtonLink>
        {count}
      </div>
    );
  }
  if (item?.offer_expires_at && secondsLeft > 0) {
    return (
      <div className={wrap}>
        <OfferCountdown deadline={item.offer_expires_at} secondsLeft={secondsLeft} />
        <ButtonLink to="/profile/cart/list" size={size} variant="accent" block>
          {t('waitlist.offerGoToCart')}
        </ButtonLink>
      </div>
    );
  }
  // In the cart or bought already: the cart's own button says so where it is shown.
  if (item) return null;

  const stop = (event: { preventDefault(): void; stopPropagation(): void }) => {
    event.preventDefault();
    event.stopPropagation();
  };
  if (entry) {
    return (
      <div className={wrap} data-testid="waitlist-position">
        <p role="status" className="rounded-xl bg-navy-50 px-3 py-2 text-center text-sm font-bold text-navy-900 ring-1 ring-navy-200">
          {t('waitlist.position', { position: formatNumber(entry.position) })}
        </p>
        <Button
          variant="ghost"
          size="sm"
          block
          loading={leaving.isLoading}
          aria-label={t('waitlist.leaveLabel', { title: localTitle(p) })}
          onClick={(event) => {
            stop(event);
            leave(p.id)
              .unwrap()
              .then(() => toast.success(t('waitlist.left')), (err: unknown) => void (alreadyReported(err) || toast.error(errorMessage(err))));
          }}
        >
          {t('waitlist.leave')}
        </Button>
      </div>
    );
  }
  return (
    <div className={wrap}>
      <Button
        variant="secondary"
        size={size}
        block
        loading={joining.isLoading}
        data-testid="waitlist-join"
        onClick={(event) => {
          stop(event);
          join(p.id)
            .unwrap()
            .then(
              (joined) => toast.success(t('waitlist.joined', { position: formatNumber(joined.position) })),
              (err: unknown) => void (alreadyReported(err) || toast.error(errorMessage(err))),
            );
        }}
      >
        {t('waitlist.join')}
      </Button>
      {!card && <p className="text-center text-xs leading-5 text-navy-500">{t('waitlist.hint')}</p>}
      {count}
    </div>
  );
}
