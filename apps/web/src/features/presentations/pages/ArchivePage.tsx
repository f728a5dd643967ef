import '@/shared/archive';
import { Link } from 'react-router';
import { useGetEditionsQuery } from '@/shared/api/editions';
import { loadState } from '@/shared/api/load-state';
import { errorMessage } from '@/shared/api-error';
import { festivalDates } from '@/shared/festival-facts';
import { t } from '@/shared/i18n';
import { usePageMeta } from '@/shared/page-meta';
import { editionPath } from '@/shared/edition';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { ArrowIcon, CalendarIcon } from '@/shared/ui/icons';
import { PageHero } from '@/shared/ui/PageHero';
import { Skeleton } from '@/shared/ui/Skeleton';

/** /archive: the festival's past editions, newest first, each opening its read-only programme. */
export default function ArchivePage() {
  usePageMeta({ title: t('archive.title'), description: t('archive.metaDescription') });
  const query = useGetEditionsQuery();
  const load = loadState(query);

  let body;
  if (load.state === 'failed') {
    body = <ErrorState title={t('archive.loadFailed')} message={errorMessage(load.error)} onRetry={() => void query.refetch()} />;
  } else if (load.state === 'loading') {
    body = (
      <div aria-busy="true" aria-label={t('common.loading')} className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} className="h-32 rounded-[var(--radius-card)]" />
        ))}
      </div>
    );
  } else {
    const past = load.data.filter((edition) => !edition.is_current);
    body =
      past.length === 0 ? (
        <EmptyState title={t('archive.emptyTitle')} text={t('archive.emptyText')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {past.map((edition) => (
            <li key={edition.id}>
              <article className="relative flex h-full flex-col gap-3 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100 transition hover:ring-navy-300 sm:p-6">
                <h2 className="text-xl font-extrabold text-navy-950">
                  <Link to={editionPath(edition.slug, '/')} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
                    {edition.name}
                  </Link>
                </h2>
                {festivalDates(edition) && (
                  <p className="flex items-center gap-2 text-sm text-navy-600">
                    <CalendarIcon className="size-4 shrink-0" />
                    {festivalDates(edition)}
                  </p>
                )}
                <p className="mt-auto flex items-center gap-1.5 text-sm font-bold text-navy-800">
                  {t('archive.open')}
                  <ArrowIcon />
                </p>
              </article>
            </li>
          ))}
        </ul>
      );
  }

  return (
    <>
      <PageHero title={t('archive.title')} subtitle={t('archive.subtitle')} />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">{body}</div>
    </>
  );
}
