import { isRouteErrorResponse, useRouteError } from 'react-router';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { NotFound } from '@/shared/ui/NotFound';

/** Shown when a page throws (or a lazily loaded chunk is gone after a deploy): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-extrabold text-navy-950">{t('common.errorTitle')}</h1>
      <p className="mt-3 leading-8 text-navy-600">{t('common.errorText')}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </main>
  );
}
