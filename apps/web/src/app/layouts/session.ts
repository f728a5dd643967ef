import { logout } from '@/features/auth/session-thunks';
import { useGetUserQuery } from '@/shared/api/users';
import { toPersianDigits } from '@/shared/format';
import { useAppDispatch } from '@/shared/store/hooks';
import { useRole } from '@/shared/store/role';
import { useCart, useSession as useSignedIn } from '@/shared/store/session';

/** The signed-in visitor as the header shows them: the profile for the name, the cart for the badge. */
export function useSession() {
  const dispatch = useAppDispatch();
  const { isAuthenticated, phoneNumber } = useSignedIn();
  const { data: user } = useGetUserQuery(phoneNumber ?? '', { skip: !isAuthenticated || !phoneNumber });
  const { count: cartCount } = useCart();
  const role = useRole();

  const shown = isAuthenticated ? user : undefined;
  const fullName = shown ? `${shown.first_name} ${shown.last_name}`.trim() : '';
  const displayName = shown?.first_name || fullName || (phoneNumber ? toPersianDigits(phoneNumber) : '');
  return {
    isAuthenticated,
    displayName,
    avatar: shown?.avatar ?? null,
    cartCount,
    role: isAuthenticated ? role : null,
    logout: () => dispatch(logout()),
  };
}
