import type { UserRole } from '@fest/contract';
import type { ApiQueryError } from '../api/base-api';
import { useGetUserQuery } from '../api/users';
import { useSession } from './session';

/**
 * The signed-in user's role, from their profile (the User answer carries it): undefined while it
 * loads, null without a session. The server checks the role on every request; this only decides
 * which areas the app offers.
 */
export function useRole(): UserRole | null | undefined {
  return useRoleAnswer().role;
}

/**
 * The role as useRole gives it, and whether the profile failed for want of an answer (offline, timed
 * out, the server down) rather than because the server refused: an area that works offline may then
 * trust what it remembered (RequireRole's `offlineRole`).
 */
export function useRoleAnswer(): { role: UserRole | null | undefined; unreachable: boolean } {
  const { isAuthenticated, phoneNumber } = useSession();
  const { data, error } = useGetUserQuery(phoneNumber ?? '', { skip: !isAuthenticated || !phoneNumber });
  if (!isAuthenticated || !phoneNumber) return { role: null, unreachable: false };
  if (data) return { role: data.role, unreachable: false };
  // A failed profile is asked again by every new subscriber (RTK Query refetches a rejected query); the
  // last error stands meanwhile. Going back to "loading" would unmount the area, whose pages subscribe
  // again on mounting: a loop while offline.
  if (!error) return { role: undefined, unreachable: false };
  const status = (error as ApiQueryError | undefined)?.status;
  return { role: null, unreachable: status === undefined || status >= 500 };
}
