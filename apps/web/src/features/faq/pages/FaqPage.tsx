import { errorMessage } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { useGetFaqsQuery } from '@/shared/api/faq';
import { loadState } from '@/shared/api/load-state';
import { usePageMeta } from '@/shared/page-meta';
import { ButtonLink } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { PageHero } from '@/shared/ui/PageHero';
import { Skeleton } from '@/shared/ui/Skeleton';
import { FaqAccordion } from '../components/FaqAccordion';

/** The questions, from the api cache (shared/api/faq.ts): one small request, shown at once on a later visit. */
export default function FaqPage() {
  usePageMeta({ title: t('programme.faqTitle'), description: t('programme.faqMetaDescription') });

  const query = useGetFaqsQuery();
  const load = loadState(query);
  const retry = () => void query.refetch();

  let body;
  if (load.state === 'failed') {
    body = <ErrorState title={t('programme.faqLoadFailed')} message={errorMessage(load.error)} onRetry={retry} />;
  } else if (load.state === 'loading') {
    body = (
      <div aria-busy="true" aria-label={t('common.loading')} className="divide-y divide-navy-100 rounded-[var(--radius-card)] bg-white ring-1 ring-navy-100">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="flex items-center gap-4 px-5 py-6 sm:px-7">
            <Skeleton className="size-8 rounded-full" />
            <Skeleton className="h-5 flex-1" />
          </div>
        ))}
      </div>
    );
  } else if (load.data.length === 0) {
    body = <EmptyState icon="؟" title={t('programme.faqEmptyTitle')} text={t('programme.faqEmptyText')} />;
  } else {
    body = <FaqAccordion faqs={load.data} />;
  }

  return (
    <>
      <PageHero title={t('programme.faqTitle')} subtitle={t('programme.faqSubtitle')} />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        {body}
        <aside className="mt-10 flex flex-col items-start gap-4 rounded-[var(--radius-card)] bg-navy-950 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-lg font-extrabold">{t('programme.faqMoreTitle')}</h2>
            <p className="mt-1 leading-7 text-navy-200">{t('programme.faqMoreText')}</p>
          </div>
          <ButtonLink to="/staff" variant="accent" className="shrink-0">
            {t('programme.faqMoreLink')}
          </ButtonLink>
        </aside>
      </div>
    </>
  );
}
