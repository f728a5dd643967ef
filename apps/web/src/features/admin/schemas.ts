/**
 * The contract's body schemas the console's forms validate with, in one place. A form holds every
 * field, so creating and changing both check with the create schema (a change, PATCH, takes any
 * subset of it). Settings are only ever changed: their form checks with the change schema, which
 * also leaves out what the form does not send (the signature image has its own upload).
 */
export {
  adminAccessoryCreateSchema as accessorySchema,
  adminCouponCreateSchema as couponSchema,
  adminFaqCreateSchema as faqSchema,
  adminPresentationCreateSchema as presentationSchema,
  adminPresenterCreateSchema as presenterSchema,
  adminSettingsChangeSchema as settingsSchema,
  adminStaffCreateSchema as staffSchema,
  adminTagCreateSchema as tagSchema,
  refundBodySchema,
} from '@fest/contract';
