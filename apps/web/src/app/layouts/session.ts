import { useEffect } from 'react';
import { logout, selectIsAuthenticated, selectPhoneNumber } from '@/features/auth/auth-slice';
import { fetchUser, selectUser } from '@/features/profile/user-slice';
import { toPersianDigits } from '@/shared/format';
import { useAppDispatch, useAppSelector } from '../hooks';
import type { RootState } from '../store';

/** The cart slice belongs to the cart feature and may not exist yet: read its count defensively. */
export function selectCartCount(state: RootState): number {
  // Cast through unknown: RootState only gains `cart` once the cart feature registers its slice.
  const cart = (state as unknown as { cart?: { count?: unknown } }).cart;
  return typeof cart?.count === 'number' ? cart.count : 0;
}

/** The signed-in visitor as the header shows them; loads the profile once for the name. */
export function useSession() {
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const phoneNumber = useAppSelector(selectPhoneNumber);
  const user = useAppSelector(selectUser);
  const cartCount = useAppSelector(selectCartCount);

  useEffect(() => {
    if (isAuthenticated && phoneNumber && user?.phone_number !== phoneNumber) {
      void dispatch(fetchUser(phoneNumber));
    }
  }, [dispatch, isAuthenticated, phoneNumber, user?.phone_number]);

  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  const displayName = user?.first_name || fullName || (phoneNumber ? toPersianDigits(phoneNumber) : '');
  return {
    isAuthenticated,
    displayName,
    avatar: user?.avatar ?? null,
    cartCount,
    logout: () => dispatch(logout()),
  };
}
