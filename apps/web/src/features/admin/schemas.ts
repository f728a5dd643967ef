/**
 * The contract's body schemas the console's forms validate with, in one place: the only file to
 * change when the contract renames them.
 */
export {
  adminAccessoryBodySchema,
  adminCouponBodySchema,
  adminFaqBodySchema,
  adminPresentationBodySchema,
  adminPresenterBodySchema,
  adminSettingsBodySchema,
  adminStaffBodySchema,
  adminTagBodySchema,
  refundBodySchema,
} from '@fest/contract';
