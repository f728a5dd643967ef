import { badRequest } from '../../lib/errors';
import { cartTexts } from './texts';

/**
 * Why a presentation cannot go into a cart, said alike wherever it is asked: by the cart's add, and by
 * the waiting list, which refuses to queue a caller for what they could not be offered into their cart.
 */
export const alreadyInCart = () => badRequest('ALREADY_IN_CART', cartTexts.alreadyInCart);
export const registrationClosed = () => badRequest('REGISTRATION_CLOSED', cartTexts.registrationClosed);
export const alreadyStarted = () => badRequest('ALREADY_STARTED', cartTexts.alreadyStarted);
