import { Outlet } from 'react-router';
import type { UserRole } from '@fest/contract';
import { useRole } from '@/shared/store/role';
import { Forbidden } from '@/shared/ui/Forbidden';
import { FullScreenSpinner } from '@/shared/ui/Spinner';

/**
 * An area for some roles only (inside RequireAuth): others get a forbidden page, and the area's
 * chunks are never fetched for them, since its lazy pages render only past this check.
 */
export function RequireRole({ roles }: { roles: readonly UserRole[] }) {
  const role = useRole();
  if (role === undefined) return <FullScreenSpinner />;
  if (role === null || !roles.includes(role)) return <Forbidden />;
  return <Outlet />;
}
