import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useGetAccessoriesQuery } from '@/shared/api/accessory';
import { couponApi, useGetCouponStatusQuery } from '@/shared/api/coupon';
import { t } from '@/shared/i18n';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useCart } from '@/shared/store/session';
import { PageHeading } from '@/shared/ui/PageHeading';
import { CartStep, selectCart, selectPendingItems, stepChanged } from '../cart-slice';
import { CartSteps } from '../components/CartSteps';
import { useStoredSelection } from '../use-stored-selection';

/** The cart's frame: heading, the three-step indicator and the current step (list or checkout). */
export default function CartLayout() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { step, couponCode } = useAppSelector(selectCart);
  const routeStep = pathname.endsWith('/checkout') ? CartStep.Checkout : CartStep.Cart;
  useStoredSelection();

  useEffect(() => {
    dispatch(stepChanged(routeStep));
  }, [dispatch, routeStep]);

  // What both steps read, loaded afresh every time the cart is opened (another tab or device may
  // have changed it); a coupon remembered from before a trip to the bank is looked up again.
  const cartLoaded = useCart().items !== undefined;
  useGetAccessoriesQuery();
  useGetCouponStatusQuery(couponCode, { skip: !couponCode });

  // Whenever the cart changes, the coupon is asked about again: its uses may have run out meanwhile,
  // and what it applies to is judged against the new cart (cart-totals.ts couponVerdict).
  const pending = useAppSelector(selectPendingItems);
  const cartKey = cartLoaded ? pending.map((item) => item.id).join(',') : null;
  const lastCartKey = useRef<string | null>(null);
  useEffect(() => {
    if (cartKey === null || lastCartKey.current === cartKey) return;
    const first = lastCartKey.current === null; // the look-up above has just asked already
    lastCartKey.current = cartKey;
    if (couponCode && !first) void dispatch(couponApi.endpoints.getCouponStatus.initiate(couponCode, { subscribe: false, forceRefetch: true }));
  }, [dispatch, cartKey, couponCode]);

  return (
    <div>
      <PageHeading title={t('cart.title')} subtitle={t('cart.subtitle')} />
      <CartSteps current={step} />
      <Outlet />
    </div>
  );
}
