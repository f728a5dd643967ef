import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { t } from '@/shared/i18n';
import { PageHeading } from '@/shared/ui/PageHeading';
import { CartStep, checkCoupon, fetchAccessories, fetchCart, selectCart, stepChanged } from '../cart-slice';
import { CartSteps } from '../components/CartSteps';

/** The cart's frame: heading, the three-step indicator and the current step (list or checkout). */
export default function CartLayout() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { step, couponCode, couponLookup } = useAppSelector(selectCart);
  const routeStep = pathname.endsWith('/checkout') ? CartStep.Checkout : CartStep.Cart;

  useEffect(() => {
    dispatch(stepChanged(routeStep));
  }, [dispatch, routeStep]);

  // Fresh figures every time the cart is opened: another tab or device may have changed it.
  useEffect(() => {
    void dispatch(fetchCart());
    void dispatch(fetchAccessories());
  }, [dispatch]);

  // A coupon remembered from before a trip to the bank is looked up again: its answer isn't kept.
  useEffect(() => {
    if (couponCode && couponLookup === 'idle') void dispatch(checkCoupon(couponCode));
  }, [dispatch, couponCode, couponLookup]);

  return (
    <div>
      <PageHeading title={t('cart.title')} subtitle={t('cart.subtitle')} />
      <CartSteps current={step} />
      <Outlet />
    </div>
  );
}
