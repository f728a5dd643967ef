import { Navigate, Outlet, useLocation } from 'react-router';
import type { UserRole } from '@fest/contract';
import { useGetUserQuery } from '@/shared/api/users';
import { t } from '@/shared/i18n';
import { useSession } from '@/shared/store/session';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Spinner } from '@/shared/ui/Spinner';

/**
 * Pages for some roles only (the door: door and admin). Without a session: the login page and back.
 * The role comes from the user's profile; the server checks it again on every call, so this only
 * spares a visitor a page whose every request would be refused.
 */
export function RequireRole({ roles }: { roles: readonly UserRole[] }) {
  const { isAuthenticated, phoneNumber } = useSession();
  const location = useLocation();
  const user = useGetUserQuery(phoneNumber ?? '', { skip: !isAuthenticated || !phoneNumber });
  if (!isAuthenticated) {
    const next = location.pathname + location.search + location.hash;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (!user.data) {
    if (user.isError) return <ErrorState message={t('door.roleUnknown')} onRetry={() => void user.refetch()} />;
    return (
      <div className="grid place-items-center py-20">
        <Spinner size="lg" className="text-accent-500" label={t('common.loading')} />
      </div>
    );
  }
  if (!roles.includes(user.data.role)) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-extrabold text-navy-950">{t('door.forbiddenTitle')}</h1>
        <p className="mt-3 leading-8 text-navy-600">{t('door.forbiddenText')}</p>
      </section>
    );
  }
  return <Outlet />;
}
