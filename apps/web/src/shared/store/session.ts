import { useGetCartQuery, pendingCount } from '../api/cart';
import { useAppSelector } from './hooks';
import { selectIsAuthenticated, selectPhoneNumber } from './session-slice';

export { anonymousSession, selectIsAuthenticated, selectPhoneNumber, selectSessionRestoring, sessionCookiesRead, sessionRestoreGaveUp, sessionStarted } from './session-slice';

/** Whether someone is signed in, and who (their canonical phone number). */
export function useSession(): { isAuthenticated: boolean; phoneNumber: string | null } {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const phoneNumber = useAppSelector(selectPhoneNumber);
  return { isAuthenticated, phoneNumber };
}

/**
 * The signed-in visitor's cart (skipped without a session), with the count the header shows.
 * Subscribing keeps it cached and refreshed by every cart change and completed payment.
 */
export function useCart() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const cart = useGetCartQuery(undefined, { skip: !isAuthenticated });
  const items = isAuthenticated ? cart.data : undefined;
  return { ...cart, isAuthenticated, items, count: items ? pendingCount(items) : 0 };
}
