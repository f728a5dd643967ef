import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useGetAccessoriesQuery } from '@/shared/api/accessory';
import { useGetCouponStatusQuery } from '@/shared/api/coupon';
import { t } from '@/shared/i18n';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useCart } from '@/shared/store/session';
import { PageHeading } from '@/shared/ui/PageHeading';
import { CartStep, selectCart, stepChanged } from '../cart-slice';
import { CartSteps } from '../components/CartSteps';

/** The cart's frame: heading, the three-step indicator and the current step (list or checkout). */
export default function CartLayout() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { step, couponCode } = useAppSelector(selectCart);
  const routeStep = pathname.endsWith('/checkout') ? CartStep.Checkout : CartStep.Cart;

  useEffect(() => {
    dispatch(stepChanged(routeStep));
  }, [dispatch, routeStep]);

  // What both steps read, loaded afresh every time the cart is opened (another tab or device may
  // have changed it); a coupon remembered from before a trip to the bank is looked up again.
  useCart();
  useGetAccessoriesQuery();
  useGetCouponStatusQuery(couponCode, { skip: !couponCode });

  return (
    <div>
      <PageHeading title={t('cart.title')} subtitle={t('cart.subtitle')} />
      <CartSteps current={step} />
      <Outlet />
    </div>
  );
}
