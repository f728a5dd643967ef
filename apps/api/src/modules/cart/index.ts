/** Cart: the buyer's participations (cart items) before and after payment. */
export { cartRoutes } from './routes';
export { toCartItems, type ParticipationRow } from './serialize';
export { alreadyInCart, alreadyStarted, registrationClosed } from './refusals';
export { lockAddsAndFindClash } from './add-batches';
