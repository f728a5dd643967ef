import type { Presentation } from '@fest/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useGetAgendaQuery, useLazyGetFeedUrlQuery, useRevokeFeedUrlMutation } from '@/shared/api/agenda';
import { useGetFestivalQuery } from '@/shared/api/festival';
import { useGetPresentationsQuery } from '@/shared/api/presentations';
import { downloadCalendar, type CalendarEvent } from '@/shared/calendar';
import { formatFestivalDay, sessionLocation } from '@/shared/festival-facts';
import { formatTime } from '@/shared/format';
import { t } from '@/shared/i18n';
import { usePageMeta } from '@/shared/page-meta';
import { useCart } from '@/shared/store/session';
import { toast } from '@/shared/toast';
import { Badge } from '@/shared/ui/Badge';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { CalendarIcon, DownloadIcon, MapPinIcon } from '@/shared/ui/icons';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Spinner } from '@/shared/ui/Spinner';
import { StarButton } from '@/shared/ui/StarButton';
import { agendaByDay, type AgendaSession } from '../agenda-days';
import { WaitlistCard } from '../components/WaitlistCard';
import { local, localTitle } from '@/shared/i18n/content';
import { Local } from '@/shared/ui/Local';

interface AgendaPageProps {
  /** A session's calendar entry (the presentations feature's; app/ composes them). */
  calendarEvent: (presentation: Presentation, location: string) => CalendarEvent;
}

/** /profile/agenda: the starred and bought sessions by day, overlaps flagged, and the private calendar feed. */
export default function AgendaPage({ calendarEvent }: AgendaPageProps) {
  usePageMeta({ title: t('schedule.agendaTitle'), description: t('schedule.agendaDescription') });
  const agenda = useGetAgendaQuery();
  const programme = useGetPresentationsQuery();
  const { items: cart } = useCart();
  const { data: facts } = useGetFestivalQuery();

  let body;
  if ((agenda.isError && !agenda.data) || (programme.isError && !programme.data)) {
    body = (
      <ErrorState
        title={t('schedule.agendaLoadFailed')}
        onRetry={() => {
          void agenda.refetch();
          void programme.refetch();
        }}
      />
    );
  } else if (!agenda.data || !programme.data) {
    body = (
      <div className="grid place-items-center py-12">
        <Spinner size="lg" className="text-accent-500" label={t('common.loading')} />
      </div>
    );
  } else {
    const days = agendaByDay(agenda.data, programme.data, cart ?? []);
    body =
      days.length === 0 ? (
        <EmptyState
          icon={<CalendarIcon className="size-7" />}
          title={t('schedule.agendaEmptyTitle')}
          text={t('schedule.agendaEmptyText')}
          action={<ButtonLink to="/schedule">{t('schedule.openSchedule')}</ButtonLink>}
        />
      ) : (
        <div className="grid gap-8" data-testid="agenda">
          {days.map(({ day, sessions }) => (
            <section key={day} aria-labelledby={`agenda-${day}`}>
              <h2 id={`agenda-${day}`} className="mb-3 text-lg font-extrabold text-navy-950">
                {formatFestivalDay(day) ?? day}
              </h2>
              <ol className="grid gap-3">
                {sessions.map((session) => (
                  <AgendaItem
                    key={session.presentation.id}
                    session={session}
                    onCalendar={() => {
                      const p = session.presentation;
                      downloadCalendar([calendarEvent(p, sessionLocation(p, facts))], p.en_title || `presentation-${p.id}`);
                    }}
                  />
                ))}
              </ol>
            </section>
          ))}
        </div>
      );
  }

  return (
    <div className="grid gap-6">
      <Card as="section">
        <PageHeading title={t('schedule.agendaTitle')} subtitle={t('schedule.agendaIntro')} />
        {body}
      </Card>
      <WaitlistCard />
      <FeedCard />
    </div>
  );
}

function AgendaItem({ session, onCalendar }: { session: AgendaSession; onCalendar: () => void }) {
  const p = session.presentation;
  const clash = session.overlaps.length > 0;
  return (
    <li
      data-testid="agenda-item"
      data-presentation={p.id}
      className={`flex flex-wrap items-start gap-3 rounded-xl p-4 ring-1 ${clash ? 'bg-red-50/60 ring-red-200' : 'bg-white ring-navy-100'}`}
    >
      <p className="w-24 shrink-0 text-sm font-bold text-navy-900">
        {formatTime(p.start)}
        <span className="block text-xs font-medium text-navy-500">{formatTime(p.end)}</span>
      </p>
      <div className="min-w-0 flex-1 basis-48">
        <h3 className="leading-7 font-bold text-navy-950">
          <Link to={`/workshop/${p.id}`} className="hover:underline">
            {localTitle(p)}
          </Link>
        </h3>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-navy-600">
          {p.room && (
            <span className="inline-flex items-center gap-1">
              <MapPinIcon className="size-4 text-navy-400" />
              <Local value={local(p, 'room')} />
            </span>
          )}
          {session.bought && <Badge tone="green">{t('schedule.bought')}</Badge>}
        </div>
        {session.overlaps.map((other) => (
          <p key={other.id} data-testid="agenda-clash" className="mt-2 flex items-start gap-1 text-sm font-semibold text-red-800">
            <span aria-hidden="true">⚠</span>
            {t('schedule.overlapsWith', { title: localTitle(other) })}
          </p>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" icon={<DownloadIcon className="size-4" />} onClick={onCalendar}>
          {t('schedule.addToCalendar')}
          <span className="sr-only">: {localTitle(p)}</span>
        </Button>
        <StarButton presentation={p} />
      </div>
    </li>
  );
}

/** The private feed: created when asked, copied or opened as webcal://, revoked at will. */
function FeedCard() {
  const [fetchUrl, { isFetching }] = useLazyGetFeedUrlQuery();
  const [revoke, { isLoading: revoking }] = useRevokeFeedUrlMutation();
  const [url, setUrl] = useState<string | null>(null);
  const [revoked, setRevoked] = useState(false);
  const fieldId = useId();

  const show = async () => {
    const result = await fetchUrl(undefined, false);
    if (result.data) {
      setUrl(result.data.url);
      setRevoked(false);
    } else toast.error(t('schedule.feedFailed'));
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('schedule.feedCopied'));
    } catch {
      document.getElementById(fieldId)?.focus(); // no clipboard permission: the address is selected to copy by hand
    }
  };

  return (
    <Card as="section" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className="text-lg font-extrabold text-navy-950">
        {t('schedule.feedTitle')}
      </h2>
      <p className="mt-2 text-sm leading-7 text-navy-600">{t('schedule.feedText')}</p>
      {url ? (
        <div className="mt-4 grid gap-3">
          <label htmlFor={fieldId} className="text-sm font-semibold text-navy-800">
            {t('schedule.feedLabel')}
          </label>
          <input
            id={fieldId}
            readOnly
            value={url}
            dir="ltr"
            data-testid="feed-url"
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-xl bg-navy-50 px-3 py-2.5 font-mono text-sm text-navy-900 ring-1 ring-navy-200"
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void copy()}>
              {t('schedule.feedCopy')}
            </Button>
            <a href={url.replace(/^https?:/, 'webcal:')} className="inline-flex h-9 items-center rounded-xl px-3 text-sm font-semibold text-navy-800 ring-1 ring-navy-200 hover:bg-navy-50">
              {t('schedule.feedSubscribe')}
            </a>
            <Button
              size="sm"
              variant="ghost"
              loading={revoking}
              onClick={async () => {
                const result = await revoke();
                if (!('error' in result)) {
                  setUrl(null);
                  setRevoked(true);
                }
              }}
            >
              {t('schedule.feedRevoke')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-4 grid gap-3">
          {revoked && (
            <p role="status" className="text-sm text-green-800">
              {t('schedule.feedRevoked')}
            </p>
          )}
          <div>
            <Button size="sm" variant="secondary" loading={isFetching} icon={<CalendarIcon className="size-4" />} onClick={() => void show()}>
              {t('schedule.feedShow')}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
