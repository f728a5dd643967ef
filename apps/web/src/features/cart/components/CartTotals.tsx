import { useAppSelector } from '@/shared/store/hooks';
import { formatNumber, formatToman } from '@/shared/format';
import { t } from '@/shared/i18n';
import { selectCart, selectCouponStatus, selectPendingItems, selectSelectedAccessories, selectTotals } from '../cart-slice';
import { couponMissesCart } from '../cart-totals';

/** The figures before and after the discount. A preview: the server computes the charge again. */
export function CartTotals() {
  const { couponCode } = useAppSelector(selectCart);
  const couponStatus = useAppSelector(selectCouponStatus);
  const { totalAmount, discountedAmount, discount } = useAppSelector(selectTotals);
  const items = useAppSelector(selectPendingItems);
  const accessories = useAppSelector(selectSelectedAccessories);
  const itemsCost = items.reduce((sum, item) => sum + item.presentation.cost, 0);
  const extrasCost = accessories.reduce((sum, a) => sum + a.price, 0);
  const couponActive = couponStatus?.is_valid === true && !couponMissesCart(items, couponStatus);

  return (
    <div data-testid="cart-totals">
      <dl className="grid gap-3 text-sm">
        <Row label={t('cart.itemsLine', { count: formatNumber(items.length) })} value={formatToman(itemsCost)} />
        {accessories.length > 0 && (
          <Row label={t('cart.accessoriesLine', { count: formatNumber(accessories.length) })} value={formatToman(extrasCost)} />
        )}
        <Row label={t('cart.subtotal')} value={formatToman(totalAmount)} strong />
        {couponActive && discount > 0 && (
          <Row
            label={t('cart.discountLine', { code: couponCode, percent: formatNumber(couponStatus.percentage) })}
            value={formatToman(discount)}
            tone="green"
          />
        )}
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-dashed border-navy-200 pt-4">
          <dt className="font-bold text-navy-950">{t('cart.payable')}</dt>
          <dd className="text-xl font-extrabold text-navy-950" data-testid="cart-payable">
            {formatToman(discountedAmount)}
          </dd>
        </div>
      </dl>
      {couponActive && discount > 0 && (
        <p className="mt-3 text-xs text-navy-500">{t('cart.payableBefore', { amount: formatToman(totalAmount) })}</p>
      )}
    </div>
  );
}

/** A green row is a deduction: its minus sign is a flex item of its own, so bidi reordering can't move it. */
function Row({ label, value, strong, tone }: { label: string; value: string; strong?: boolean; tone?: 'green' }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className={strong ? 'font-semibold text-navy-800' : 'text-navy-600'}>{label}</dt>
      <dd className={`whitespace-nowrap ${tone === 'green' ? 'flex gap-1 font-semibold text-green-700' : strong ? 'font-semibold text-navy-900' : 'text-navy-800'}`}>
        {tone === 'green' && <span aria-hidden="true">−</span>}
        <span>{value}</span>
      </dd>
    </div>
  );
}
