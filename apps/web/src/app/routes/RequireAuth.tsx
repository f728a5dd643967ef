import { Navigate, Outlet, useLocation } from 'react-router';
import { selectIsAuthenticated } from '@/shared/store/session';
import { useAppSelector } from '@/shared/store/hooks';

/** Profile pages need a session: send visitors to /login?next=<here> and back after login. */
export function RequireAuth() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  if (!isAuthenticated) {
    const next = location.pathname + location.search + location.hash;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}
