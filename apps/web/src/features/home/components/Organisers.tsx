import { errorMessage } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { PersonAvatar } from '@/shared/ui/PersonAvatar';
import { Skeleton } from '@/shared/ui/Skeleton';
import type { Staff } from '@/shared/api/staff';
import { organisers } from '../home-figures';
import type { Load as Remote } from '@/shared/api/load-state';
import { local } from '@/shared/i18n/content';
import { Local } from '@/shared/ui/Local';

/** Who runs the festival: a short "who we are" and the director and team heads. */
export function Organisers({ staff, onRetry }: { staff: Remote<Staff[]>; onRetry: () => void }) {
  const people = staff.state === 'loaded' ? organisers(staff.data).slice(0, 6) : [];
  return (
    <section aria-labelledby="organisers-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="grid gap-8 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-navy-100 sm:p-10 lg:grid-cols-[1fr_1.4fr] lg:items-center">
        <div>
          <h2 id="organisers-heading" className="text-2xl font-extrabold text-navy-950 sm:text-3xl">
            {t('programme.organisersHeading')}
          </h2>
          <p className="mt-3 leading-8 text-navy-600">{t('programme.organisersText')}</p>
          <ButtonLink to="/staff" variant="secondary" className="mt-6">
            {t('programme.organisersLink')}
          </ButtonLink>
        </div>
        {staff.state === 'failed' ? (
          <div role="alert" className="rounded-2xl bg-red-50 p-5 text-sm leading-7 text-red-800 ring-1 ring-red-200">
            <p className="font-bold">{t('programme.staffLoadFailed')}</p>
            <p>{errorMessage(staff.error)}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3">
            {staff.state === 'loading'
              ? Array.from({ length: 6 }, (_, i) => (
                  <li key={i} className="flex flex-col items-center gap-2">
                    <Skeleton className="size-16 rounded-full" />
                    <Skeleton className="h-4 w-20" />
                    <Skeleton className="h-3 w-16" />
                  </li>
                ))
              : people.map((person) => (
                  <li key={person.id} className="flex flex-col items-center text-center">
                    <PersonAvatar name={local(person, 'name').text} src={person.image} size="lg" className="ring-4 ring-navy-50" />
                    <Local value={local(person, 'name')} className="mt-2 block text-sm font-bold text-navy-950" />
                    <p className="text-xs text-navy-500">
                      {person.role === 'DIRECTOR' ? t('programme.roleDIRECTOR') : t(`programme.team${person.team}`)}
                    </p>
                  </li>
                ))}
          </ul>
        )}
      </div>
    </section>
  );
}
