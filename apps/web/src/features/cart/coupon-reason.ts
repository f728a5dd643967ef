import type { MessageKey } from '@/shared/i18n';
import type { CouponVerdict } from './cart-totals';

/** Why a coupon does not apply, for each verdict that stops the order (cart-totals.ts). */
export const couponReason: Partial<Record<CouponVerdict, MessageKey>> = {
  invalid: 'cart.couponInvalid',
  missesCart: 'cart.couponMissesCart',
  noDiscount: 'cart.couponNoDiscount',
  notFound: 'cart.couponNotFound',
  failed: 'cart.couponFailed',
};
