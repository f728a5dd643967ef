import { useMemo } from 'react';
import { useGetPresentationsQuery } from '@/shared/api/presentations';
import { errorMessage } from '@/shared/api-error';
import { formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';
import { usePageMeta } from '@/shared/page-meta';
import { isNotFound, useEdition, useEditionName, type ArchiveParts } from '@/shared/edition';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { CfpCallout } from '@/shared/ui/CfpCallout';
import { PageHero } from '@/shared/ui/PageHero';
import { ErrorState } from '@/shared/ui/ErrorState';
import { SearchIcon, TicketIcon } from '@/shared/ui/icons';
import { FilterBar } from '../components/FilterBar';
import { ListViewSwitch } from '../components/ListViewSwitch';
import { PresentationCard, PresentationCardSkeleton } from '../components/PresentationCard';
import { PresentationRow } from '../components/PresentationRow';
import { filterPresentations, hasFilters, programmeTags, programmeTypes } from '../programme-filter';
import { useListView } from '../use-list-view';
import { useProgrammeFilters } from '../use-programme-filters';

/** The programme: the current edition's, or (`archive`, from the archive's route) an archived one's. */
export default function WorkshopsPage({ archive }: { archive?: ArchiveParts }) {
  // Asked again on every arrival (seats left change by the minute; the server answers 304 when
  // nothing did); a later visit shows the last list at once meanwhile.
  // An archived edition's programme under /archive/{slug} (read-only), else the current one.
  const edition = useEdition();
  const { data, isFetching: loading, error, refetch } = useGetPresentationsQuery(edition);
  const loadedFirstTime = data !== undefined;
  const list = useMemo(() => data ?? [], [data]);
  const { filters, query, setQuery, update, clear } = useProgrammeFilters();
  const view = useListView();
  const editionName = useEditionName(edition);
  const title = edition ? t('archive.programmeTitle', { name: editionName }) : t('programme.workshopsTitle');
  usePageMeta({ title, description: edition ? t('archive.metaDescription') : t('programme.workshopsMetaDescription') });

  const now = new Date();
  const { type, tag, q } = filters;
  const shown = useMemo(() => filterPresentations(list, { type, tag, q }), [list, type, tag, q]);
  const tags = useMemo(() => programmeTags(list), [list]);
  const types = useMemo(() => programmeTypes(list), [list]);
  const filtered = hasFilters(filters);

  if (edition && archive && isNotFound(error)) return <archive.NotFound />;
  let body;
  if (!loadedFirstTime && error && !loading) {
    body = <ErrorState title={t('programme.listLoadFailed')} message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (!loadedFirstTime) {
    body = (
      <div aria-busy="true" aria-label={t('common.loading')} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <PresentationCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (list.length === 0) {
    body = <EmptyState icon={<TicketIcon className="size-7" />} title={t('programme.emptyProgrammeTitle')} text={t('programme.emptyProgrammeText')} />;
  } else {
    body = (
      <>
        <FilterBar filters={filters} query={query} types={types} tags={tags} onQueryChange={setQuery} onChange={update} />
        <div className="mt-6 mb-4 flex min-h-9 flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <p role="status" className="text-sm font-semibold text-navy-700">
              {filtered
                ? t('programme.resultCountOf', { count: formatNumber(shown.length), total: formatNumber(list.length) })
                : t('programme.resultCount', { count: formatNumber(list.length) })}
            </p>
            {filtered && (
              <Button variant="ghost" size="sm" onClick={clear}>
                {t('programme.clearFilters')}
              </Button>
            )}
          </div>
          <ListViewSwitch view={view} />
        </div>
        {shown.length === 0 ? (
          <EmptyState
            icon={<SearchIcon className="size-7" />}
            title={t('programme.noResultsTitle')}
            text={t('programme.noResultsText')}
            action={
              <Button variant="secondary" onClick={clear}>
                {t('programme.clearFilters')}
              </Button>
            }
          />
        ) : view === 'compact' ? (
          <ul className="grid gap-3 lg:grid-cols-2">
            {shown.map((presentation) => (
              <PresentationRow key={presentation.id} presentation={presentation} now={now} />
            ))}
          </ul>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((presentation, index) => (
              <PresentationCard key={presentation.id} presentation={presentation} now={now} eager={index < 3} first={index === 0} />
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <PageHero title={title} subtitle={edition ? t('archive.programmeSubtitle') : t('programme.workshopsSubtitle')} />
      {edition && archive && <archive.Notice edition={edition} />}
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        {!edition && <CfpCallout />}
        {body}
      </div>
    </>
  );
}
