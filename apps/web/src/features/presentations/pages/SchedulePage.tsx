import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SCHEDULE_CALENDAR_PATH, SCHEDULE_EXCHANGE_PATHS } from '@/shared/api/agenda';
import { useGetPresentationsQuery } from '@/shared/api/presentations';
import { errorMessage } from '@/shared/api-error';
import { formatFestivalDay } from '@/shared/festival-facts';
import { t } from '@/shared/i18n';
import { usePageMeta } from '@/shared/page-meta';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { CalendarIcon, TicketIcon } from '@/shared/ui/icons';
import { PageHero } from '@/shared/ui/PageHero';
import { Skeleton } from '@/shared/ui/Skeleton';
import { dayPanelId, dayTabId, DayTabs } from '../components/DayTabs';
import { FilterBar } from '../components/FilterBar';
import { ScheduleGrid } from '../components/ScheduleGrid';
import { ScheduleList } from '../components/ScheduleList';
import { filterPresentations, hasFilters, programmeTags, programmeTypes } from '../programme-filter';
import { initialDay, layoutDay, nowAndNext, scheduleDays, sessionsOn } from '../schedule-layout';
import { useProgrammeFilters } from '../use-programme-filters';
import { useWideScreen } from '../use-wide-screen';

/** How often "now" and "next" move on: they are minutes apart, a minute late is fine. */
const CLOCK_TICK_MS = 60_000;

/**
 * /schedule: the programme as a timetable, one tab per festival day; rooms as columns on a wide
 * screen, a list on a phone. The day and the filters live in the URL, so a planned view can be shared.
 */
export default function SchedulePage() {
  const { data, error, isFetching, refetch } = useGetPresentationsQuery();
  const list = useMemo(() => data ?? [], [data]);
  const { filters, query, setQuery, update, clear } = useProgrammeFilters();
  const [params, setParams] = useSearchParams();
  const wide = useWideScreen();
  const idPrefix = useId();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  usePageMeta({ title: t('schedule.pageTitle'), description: t('schedule.pageDescription') });

  const { type, tag, q } = filters;
  const days = useMemo(() => scheduleDays(list), [list]);
  const day = initialDay(days, params.get('day'), now);
  const shown = useMemo(() => filterPresentations(list, { type, tag, q }), [list, type, tag, q]);
  const sessions = useMemo(() => (day ? sessionsOn(shown, day) : []), [shown, day]);
  const layout = useMemo(() => layoutDay(sessions), [sessions]);
  const marks = useMemo(() => nowAndNext(list, now), [list, now]);

  const selectDay = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('day', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  let body;
  if (data === undefined && error && !isFetching) {
    body = <ErrorState title={t('schedule.loadFailed')} message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (data === undefined) {
    body = (
      <div aria-busy="true" aria-label={t('common.loading')} className="grid gap-4">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  } else if (!day) {
    body = <EmptyState icon={<TicketIcon className="size-7" />} title={t('schedule.emptyTitle')} text={t('schedule.emptyText')} />;
  } else {
    body = (
      <>
        <FilterBar filters={filters} query={query} types={programmeTypes(list)} tags={programmeTags(list)} onQueryChange={setQuery} onChange={update} />
        <div className="mt-6">
          <DayTabs days={days} selected={day} onSelect={selectDay} idPrefix={idPrefix} />
        </div>
        <section id={dayPanelId(idPrefix)} role="tabpanel" aria-labelledby={dayTabId(idPrefix, day)} className="mt-5" tabIndex={-1}>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-extrabold text-navy-950">{formatFestivalDay(day) ?? day}</h2>
            {hasFilters(filters) && (
              <Button variant="ghost" size="sm" onClick={clear}>
                {t('programme.clearFilters')}
              </Button>
            )}
          </div>
          {sessions.length === 0 ? (
            <p role="status" className="rounded-[var(--radius-card)] bg-white p-6 text-center text-navy-700 ring-1 ring-navy-100">
              {t('schedule.emptyDay')}
            </p>
          ) : wide ? (
            <ScheduleGrid layout={layout} marks={marks} />
          ) : (
            <ScheduleList sessions={sessions} marks={marks} />
          )}
        </section>
      </>
    );
  }

  return (
    <>
      <PageHero title={t('schedule.pageTitle')} subtitle={t('schedule.pageSubtitle')}>
        <a
          href={SCHEDULE_CALENDAR_PATH}
          className="mt-5 inline-flex items-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-semibold text-navy-900 ring-1 ring-navy-200 hover:bg-navy-50"
        >
          <CalendarIcon className="size-4.5" />
          {t('schedule.subscribeAll')}
        </a>
        {/* Giggity, EventFahrplan and the c3voc tools read these (docs/api.md, "Schedule exchange formats"). */}
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-navy-600">
          <span>{t('schedule.scheduleApps')}</span>
          <a href={SCHEDULE_EXCHANGE_PATHS.xml} dir="ltr" className="font-semibold underline underline-offset-2 hover:text-navy-900">
            frab XML
          </a>
          <a href={SCHEDULE_EXCHANGE_PATHS.json} dir="ltr" className="font-semibold underline underline-offset-2 hover:text-navy-900">
            c3voc JSON
          </a>
        </p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">{body}</div>
    </>
  );
}
