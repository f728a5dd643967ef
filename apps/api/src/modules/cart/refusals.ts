import { badRequest } from '../../lib/errors';

/**
 * Why a presentation cannot go into a cart, said alike wherever it is asked: by the cart's add, and by
 * the waiting list, which refuses to queue a caller for what they could not be offered into their cart.
 */
export const alreadyInCart = () => badRequest('ALREADY_IN_CART', 'این ارائه از قبل در سبد خرید شما است.');
export const registrationClosed = () => badRequest('REGISTRATION_CLOSED', 'ثبت‌نام این ارائه بسته است.');
export const alreadyStarted = () => badRequest('ALREADY_STARTED', 'این ارائه شروع شده است و دیگر نمی‌توان در آن ثبت‌نام کرد.');
