import type { UserRole } from '@fest/contract';
import { useGetUserQuery } from '../api/users';
import { useSession } from './session';

/**
 * The signed-in user's role, from their profile (the User answer carries it): undefined while it
 * loads, null without a session. The server checks the role on every request; this only decides
 * which areas the app offers.
 */
export function useRole(): UserRole | null | undefined {
  const { isAuthenticated, phoneNumber } = useSession();
  const { data, isError } = useGetUserQuery(phoneNumber ?? '', { skip: !isAuthenticated || !phoneNumber });
  if (!isAuthenticated || !phoneNumber) return null;
  if (data) return data.role;
  return isError ? null : undefined;
}
