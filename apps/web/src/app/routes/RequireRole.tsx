import { Outlet } from 'react-router';
import type { UserRole } from '@fest/contract';
import { useSession } from '@/shared/store/session';
import { useRoleAnswer } from '@/shared/store/role';
import { Forbidden } from '@/shared/ui/StatusPage';
import { FullScreenSpinner } from '@/shared/ui/Spinner';

/**
 * An area for some roles only (inside RequireAuth): others get a forbidden page, and the area's
 * chunks are never fetched for them, since its lazy pages render only past this check.
 * `offlineRole`: for an area that works offline (the door), the role this browser remembers for the
 * signed-in phone, trusted only when the profile can't be fetched at all (no answer, not a refusal);
 * the server still checks the role on every request the area makes.
 */
export function RequireRole({ roles, offlineRole }: { roles: readonly UserRole[]; offlineRole?: (phoneNumber: string) => UserRole | null }) {
  const { role, unreachable } = useRoleAnswer();
  const { phoneNumber } = useSession();
  if (role === undefined) return <FullScreenSpinner />;
  if (role !== null && roles.includes(role)) return <Outlet />;
  const remembered = unreachable && offlineRole && phoneNumber ? offlineRole(phoneNumber) : null;
  if (remembered && roles.includes(remembered)) return <Outlet />;
  return <Forbidden />;
}
