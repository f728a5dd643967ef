import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '@/shared/toast';
import { usePayAllMutation } from '@/shared/api/payments';
import { useAppSelector } from '@/shared/store/hooks';
import { useCart } from '@/shared/store/session';
import { errorMessage } from '@/shared/api-error';
import { formatToman } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { ErrorState } from '@/shared/ui/ErrorState';
import { FormAlert } from '@/shared/ui/FormAlert';
import { TicketIcon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/Spinner';
import { selectCouponLookup, selectCouponVerdict, selectPayAllBody, selectPendingItems, selectSelectedAccessories, selectTotals } from '../cart-slice';
import { couponBlocksCheckout } from '../cart-totals';
import { CartTotals } from '../components/CartTotals';
import { CouponNotice } from '../components/CouponNotice';
import { GiftIcon } from '@/shared/ui/icons';
import { ZarinPalMark } from '../components/ZarinPalMark';
import { local } from '@/shared/i18n/content';
import { Local } from '@/shared/ui/Local';

/** Step 2: the payment method and a last look at the order; step 3 is the bank's own page. */
export default function CartCheckoutPage() {
  const navigate = useNavigate();
  const cart = useCart();
  const loaded = cart.items !== undefined;
  const [payAll, { isLoading: paying }] = usePayAllMutation();
  const { discountedAmount } = useAppSelector(selectTotals);
  const couponLookup = useAppSelector(selectCouponLookup);
  const couponBlocked = couponBlocksCheckout(useAppSelector(selectCouponVerdict));
  const body = useAppSelector(selectPayAllBody);
  const items = useAppSelector(selectPendingItems);
  const accessories = useAppSelector(selectSelectedAccessories);
  const [error, setError] = useState<string | null>(null);
  // Between the answer and the bank page loading, the button stays busy so it can't be pressed twice.
  const [redirecting, setRedirecting] = useState(false);

  // Coming back with the browser's Back button may restore this page from the back-forward cache.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  if (!loaded && cart.isError && !cart.isFetching) {
    return <ErrorState message={t('cart.loadFailedText')} onRetry={() => void cart.refetch()} />;
  }
  if (!loaded) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner size="lg" className="text-accent-500" label={t('cart.loading')} />
      </div>
    );
  }
  if (items.length === 0 && !paying) return <Navigate to="/profile/cart/list" replace />;

  async function pay() {
    setError(null);
    if (couponBlocked) return;
    // pay_all takes every PENDING item itself; the body adds the extras and the coupon (a 204 completed everything).
    const result = await payAll(body);
    if ('data' in result && result.data) {
      if (result.data.kind === 'redirect') {
        setRedirecting(true);
        window.location.assign(result.data.start.payment_url);
      } else {
        toast.success(t('cart.freeCompleted'));
        void navigate('/profile/workshops');
      }
    } else {
      setError(errorMessage(result.error));
    }
  }

  const free = discountedAmount === 0;

  return (
    <div className="grid gap-6 xl:grid-cols-[1fr_20rem] xl:items-start">
      <div className="grid min-w-0 gap-6">
        {free ? (
          // pay_all completes a zero total at once (204): there is no bank to choose, so none is offered.
          <Card as="section" aria-labelledby="free-order-heading" data-testid="free-order">
            <h2 id="free-order-heading" className="flex items-center gap-2 text-lg font-bold text-navy-950">
              <GiftIcon className="size-5 shrink-0 text-accent-600" />
              {t('cart.freeTitle')}
            </h2>
            <p className="mt-1 text-sm leading-6 text-navy-600">{t('cart.freeText')}</p>
          </Card>
        ) : (
          <Card as="section">
            <fieldset>
              <legend className="text-lg font-bold text-navy-950">{t('cart.methodTitle')}</legend>
              <p className="mb-4 mt-1 text-sm text-navy-500">{t('cart.methodHint')}</p>
              <label className="flex cursor-pointer items-center gap-4 rounded-2xl bg-accent-50 p-4 ring-2 ring-accent-500">
                <input type="radio" name="method" value="zarinpal" checked readOnly className="size-5 accent-navy-900" />
                <ZarinPalMark className="size-12 shrink-0" />
                <span className="min-w-0">
                  <span className="block font-bold text-navy-950">{t('cart.zarinpal')}</span>
                  <span className="block text-sm leading-6 text-navy-600">{t('cart.zarinpalText')}</span>
                </span>
              </label>
            </fieldset>
          </Card>
        )}

        <Card as="section" aria-labelledby="order-heading">
          <h2 id="order-heading" className="mb-4 text-lg font-bold text-navy-950">
            {t('cart.orderTitle')}
          </h2>
          <ul className="grid gap-3 text-sm" data-testid="checkout-lines">
            {items.map((item) => (
              <li key={item.id} className="flex items-baseline justify-between gap-4">
                <span className="flex min-w-0 items-baseline gap-2 text-navy-800">
                  <TicketIcon className="relative top-0.5 size-4 shrink-0 text-navy-400" />
                  <Local value={local(item.presentation, 'fa_title')} />
                </span>
                <span className="shrink-0 font-semibold text-navy-900">{formatToman(item.presentation.cost)}</span>
              </li>
            ))}
            {accessories.map((accessory) => (
              <li key={`a-${accessory.id}`} className="flex items-baseline justify-between gap-4">
                <span className="flex min-w-0 items-baseline gap-2 text-navy-800">
                  <GiftIcon className="relative top-0.5 size-4 shrink-0 text-navy-400" />
                  <Local value={local(accessory, 'name')} />
                </span>
                <span className="shrink-0 font-semibold text-navy-900">{formatToman(accessory.price)}</span>
              </li>
            ))}
          </ul>
          <ButtonLink to="/profile/cart/list" variant="ghost" size="sm" className="mt-4">
            {t('cart.editCart')}
          </ButtonLink>
        </Card>
      </div>

      <Card as="aside" aria-labelledby="checkout-summary-heading" className="xl:sticky xl:top-24">
        <h2 id="checkout-summary-heading" className="mb-4 text-lg font-bold text-navy-950">
          {t('cart.summaryTitle')}
        </h2>
        {error && <FormAlert>{error}</FormAlert>}
        <CartTotals />
        <CouponNotice />
        <Button
          size="lg"
          variant="accent"
          block
          className="mt-6"
          disabled={couponBlocked}
          loading={paying || redirecting || couponLookup === 'checking'}
          onClick={() => void pay()}
        >
          {free ? t('cart.completeFree') : t('cart.pay', { amount: formatToman(discountedAmount) })}
        </Button>
        <p className="mt-3 text-center text-xs leading-5 text-navy-500">{free ? t('cart.freeNote') : t('cart.bankNote')}</p>
      </Card>
    </div>
  );
}
