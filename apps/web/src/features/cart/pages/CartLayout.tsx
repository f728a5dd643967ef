import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { t } from '@/shared/i18n';
import { PageHeading } from '@/shared/ui/PageHeading';
import { CartStep, fetchAccessories, fetchCart, selectCart, stepChanged } from '../cart-slice';
import { CartSteps } from '../components/CartSteps';

/** The cart's frame: heading, the three-step indicator and the current step (list or checkout). */
export default function CartLayout() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const step = useAppSelector(selectCart).step;
  const routeStep = pathname.endsWith('/checkout') ? CartStep.Checkout : CartStep.Cart;

  useEffect(() => {
    dispatch(stepChanged(routeStep));
  }, [dispatch, routeStep]);

  // Fresh figures every time the cart is opened: another tab or device may have changed it.
  useEffect(() => {
    void dispatch(fetchCart());
    void dispatch(fetchAccessories());
  }, [dispatch]);

  return (
    <div>
      <PageHeading title={t('cart.title')} subtitle={t('cart.subtitle')} />
      <CartSteps current={step} />
      <Outlet />
    </div>
  );
}
