import { useAppSelector } from '@/shared/store/hooks';
import { useCart } from '@/shared/store/session';
import { t } from '@/shared/i18n';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Spinner } from '@/shared/ui/Spinner';
import { selectCouponVerdict, selectPendingItems } from '../cart-slice';
import { couponBlocksCheckout } from '../cart-totals';
import { AccessoryPicker } from '../components/AccessoryPicker';
import { CartItemRow } from '../components/CartItemRow';
import { CartTotals } from '../components/CartTotals';
import { CouponForm } from '../components/CouponForm';
import { CouponNotice } from '../components/CouponNotice';
import { CartIcon } from '../components/icons';

/** Step 1: what is in the cart, extras to add, a coupon, and the totals. */
export default function CartListPage() {
  const { items: loadedItems, isFetching: loading, isError: loadFailed, refetch } = useCart();
  const loaded = loadedItems !== undefined;
  const allItems = loadedItems ?? [];
  const items = useAppSelector(selectPendingItems);
  const couponVerdict = useAppSelector(selectCouponVerdict);

  if (!loaded && (loading || !loadFailed)) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner size="lg" className="text-accent-500" label={t('cart.loading')} />
      </div>
    );
  }
  if (!loaded && loadFailed) {
    return <ErrorState message={t('cart.loadFailedText')} onRetry={() => void refetch()} retrying={loading} />;
  }
  if (items.length === 0) {
    const hasRegistrations = allItems.some((item) => item.payment_state === 'COMPLETED');
    return (
      <EmptyState
        icon={<CartIcon />}
        title={t('cart.emptyTitle')}
        text={hasRegistrations ? t('cart.emptyTextRegistered') : t('cart.emptyText')}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <ButtonLink to="/workshops">{t('cart.browseWorkshops')}</ButtonLink>
            {hasRegistrations && (
              <ButtonLink to="/profile/workshops" variant="secondary">
                {t('cart.myWorkshops')}
              </ButtonLink>
            )}
          </div>
        }
      />
    );
  }

  return (
    <div className="grid gap-6 xl:grid-cols-[1fr_20rem] xl:items-start">
      <div className="grid min-w-0 gap-6">
        <Card as="section" aria-labelledby="cart-items-heading">
          <h2 id="cart-items-heading" className="mb-4 text-lg font-bold text-navy-950">
            {t('cart.itemsTitle')}
          </h2>
          <ul className="divide-y divide-navy-100">
            {items.map((item) => (
              <CartItemRow key={item.id} item={item} />
            ))}
          </ul>
        </Card>
        <Card as="section">
          <AccessoryPicker />
        </Card>
        <Card as="section">
          <CouponForm />
        </Card>
      </div>
      <Card as="aside" aria-labelledby="cart-summary-heading" className="xl:sticky xl:top-24">
        <h2 id="cart-summary-heading" className="mb-4 text-lg font-bold text-navy-950">
          {t('cart.summaryTitle')}
        </h2>
        <CartTotals />
        {/* The coupon form above says why; the notice says what to do. */}
        <CouponNotice withReason={false} />
        {/* A coupon that takes nothing off this cart must be removed first: the bank step would refuse it. */}
        {couponBlocksCheckout(couponVerdict) ? (
          <Button size="lg" block className="mt-6" disabled>
            {t('cart.continue')}
          </Button>
        ) : (
          <ButtonLink to="/profile/cart/checkout" size="lg" block className="mt-6">
            {t('cart.continue')}
          </ButtonLink>
        )}
        <p className="mt-3 text-center text-xs leading-5 text-navy-500">{t('cart.holdNote')}</p>
      </Card>
    </div>
  );
}
