import { Navigate, Outlet, useLocation } from 'react-router';
import { t } from '@/shared/i18n';
import { selectIsAuthenticated, selectSessionRestoring } from '@/shared/store/session';
import { useAppSelector } from '@/shared/store/hooks';
import { Spinner } from '@/shared/ui/Spinner';

/** Profile pages need a session: send visitors to /login?next=<here> and back after login. */
export function RequireAuth() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const restoring = useAppSelector(selectSessionRestoring);
  const location = useLocation();
  // The session is being renewed from its refresh token (app/restore-session.ts): wait for it.
  if (restoring) {
    return (
      <div className="grid place-items-center py-24">
        <Spinner size="lg" className="text-accent-500" label={t('common.loading')} />
      </div>
    );
  }
  if (!isAuthenticated) {
    const next = location.pathname + location.search + location.hash;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}
