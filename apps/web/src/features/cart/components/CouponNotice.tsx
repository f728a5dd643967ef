import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { couponCleared, selectCart, selectCouponVerdict } from '../cart-slice';
import { couponBlocksCheckout } from '../cart-totals';
import { couponReason } from '../coupon-reason';

/**
 * Shown beside the way onwards while the coupon being applied takes nothing off the cart (it ran
 * out, or the item it was for left the cart): says why (unless the coupon form beside it says so
 * already: `withReason={false}`), and removes it in one press.
 */
export function CouponNotice({ withReason = true }: { withReason?: boolean }) {
  const dispatch = useAppDispatch();
  const { couponCode } = useAppSelector(selectCart);
  const verdict = useAppSelector(selectCouponVerdict);
  if (!couponBlocksCheckout(verdict)) return null;
  const reason = couponReason[verdict];
  return (
    <div role="alert" data-testid="coupon-notice" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm leading-6 text-red-800 ring-1 ring-red-200">
      <p className="font-bold">{t('cart.couponBlockedTitle', { code: couponCode })}</p>
      {withReason && reason && <p className="mt-0.5">{t(reason)}</p>}
      <p className="mt-0.5">{t('cart.couponBlockedHint')}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => dispatch(couponCleared())}>
        {t('cart.couponRemoveToContinue')}
      </Button>
    </div>
  );
}
