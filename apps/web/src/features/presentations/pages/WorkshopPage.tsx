import type { Presentation } from '@fest/contract';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { ApiQueryError } from '@/shared/api/base-api';
import { presentationsApi, useGetPresentationQuery } from '@/shared/api/presentations';
import { useAppSelector } from '@/shared/store/hooks';
import { selectIsAuthenticated } from '@/shared/store/session';
import { errorMessage } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { siteOrigin, usePageMeta } from '@/shared/page-meta';
import { editionPath, useEdition, useEditionName, type ArchiveParts } from '@/shared/edition';
import { ButtonLink } from '@/shared/ui/Button';
import { StatusPage } from '@/shared/ui/StatusPage';
import { ErrorState } from '@/shared/ui/ErrorState';
import { RichText } from '@/shared/ui/RichText';
import { Skeleton } from '@/shared/ui/Skeleton';
import { AvailabilityBadge, TagChip, TypeBadge } from '../components/Badges';
import { StarButton } from '@/shared/ui/StarButton';
import { BookingPanel } from '../components/BookingPanel';
import { Poster } from '../components/Poster';
import { PresenterSummary } from '../components/PresenterSummary';
import { SessionMaterials } from '../components/SessionMaterials';
import { presentationUrl, summary } from '../presentation-calendar';
import { PresenterNames } from '@/shared/ui/PresenterNames';
import { availability } from '../presentation-status';
import { local, localDescription, localTitle, persianMark, secondTitle } from '@/shared/i18n/content';

export interface WorkshopPageProps {
  /**
   * The add-to-cart control, composed in app/ from the cart feature (features do not import each
   * other). Without it the page shows a placeholder that sends anonymous visitors to log in.
   */
  cartAction?: (presentation: Presentation) => ReactNode;
  /** An archived edition's session (from the archive's route): its notice. */
  archive?: ArchiveParts;
}

/** `/workshop/12` -> 12; anything that is not a plain positive integer -> null (a not-found page, no request). */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

export default function WorkshopPage({ cartAction, archive }: WorkshopPageProps) {
  const id = parseId(useParams().id);
  const { currentData: currentPresentation, error, isFetching: loading, refetch } = useGetPresentationQuery(id ?? 0, { skip: id === null });
  const fromList = useAppSelector((state) => presentationsApi.endpoints.getPresentations.select()(state).data?.find((p) => p.id === id));
  const signedIn = useAppSelector(selectIsAuthenticated);

  // Coming from the list, show what it already knows at once; the fresh answer replaces it.
  const presentation = currentPresentation ?? fromList ?? null;
  const notFound = id === null || ((error as ApiQueryError | undefined)?.status === 404 && !loading);
  const failed = !notFound && error !== undefined && !loading && presentation === null;

  usePageMeta(
    presentation && !notFound
      ? {
          title: localTitle(presentation),
          description: summary(localDescription(presentation)) || localTitle(presentation),
          og: {
            title: localTitle(presentation),
            description: summary(localDescription(presentation)),
            type: 'article',
            url: presentationUrl(presentation.id, siteOrigin()),
          },
        }
      : { title: notFound ? t('programme.notFoundTitle') : t('common.pageWorkshop') },
  );

  if (notFound) return <PresentationNotFound />;
  if (failed) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <ErrorState title={t('programme.oneLoadFailed')} message={errorMessage(error)} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!presentation) return <WorkshopSkeleton />;
  return <WorkshopDetails presentation={presentation} signedIn={signedIn} cartAction={cartAction} archive={archive} />;
}

function WorkshopDetails({ presentation: p, signedIn, cartAction, archive }: { presentation: Presentation; signedIn: boolean } & WorkshopPageProps) {
  const now = new Date();
  const status = availability(p, now);
  // Under /archive/{slug}/: a session of a past edition, read-only, with the way back to this year's.
  const edition = useEdition();
  const programme = editionPath(edition, edition ? '/' : '/workshops');
  const editionName = useEditionName(edition);
  const title = local(p, 'fa_title');
  const description = local(p, 'fa_description');
  return (
    <article>
      <header className="bg-navy-950 text-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-6 pb-10 sm:px-6 lg:grid-cols-[1fr_26rem] lg:items-center lg:pt-10 lg:pb-14">
          <div>
            <nav aria-label={t('programme.breadcrumb')} className="mb-5 text-sm">
              <ol className="flex flex-wrap items-center gap-2 text-navy-300">
                <li>
                  <Link to={programme} className="hover:text-white">
                    {edition ? t('archive.programmeTitle', { name: editionName }) : t('programme.workshopsTitle')}
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li aria-current="page" className="line-clamp-1 text-navy-100" {...persianMark(title)}>
                  {title.text}
                </li>
              </ol>
            </nav>
            <div className="flex flex-wrap items-center gap-2">
              <TypeBadge type={p.service_type} />
              <AvailabilityBadge status={status} presentation={p} />
            </div>
            <h1 className="mt-4 text-2xl leading-[1.6] font-extrabold sm:text-4xl sm:leading-[1.5]" {...persianMark(title)}>
              {title.text}
            </h1>
            {/* A past edition's session goes into nobody's agenda. */}
            {!edition && (
              <div className="mt-4">
                <StarButton presentation={p} look="full" />
              </div>
            )}
            {secondTitle(p) && (
              <p className="mt-2 text-base text-navy-300 sm:text-lg">
                <span dir="ltr" lang="en">
                  {secondTitle(p)}
                </span>
              </p>
            )}
            {p.presenters.length > 0 && (
              <p className="mt-5 font-semibold text-accent-300">
                <PresenterNames presenters={p.presenters} />
              </p>
            )}
            {p.tags.length > 0 && (
              <ul className="mt-5 flex flex-wrap gap-2" aria-label={t('programme.tags')}>
                {p.tags.map((tag) => (
                  <li key={tag.id}>
                    <TagChip tag={tag} onDark />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Poster presentation={p} eager first className="rounded-2xl shadow-2xl ring-1 shadow-black/30 ring-white/10" />
        </div>
      </header>

      {edition && archive && (
        <div className="pt-6">
          <archive.Notice edition={edition} />
        </div>
      )}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_22rem] lg:py-12">
        {/* First in reading order (price, time, seats, booking matter most); beside the text on wide screens. */}
        <div className="lg:col-start-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            <BookingPanel presentation={p} now={now} signedIn={signedIn} cartAction={cartAction} />
          </div>
        </div>

        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="about-heading" className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100 sm:p-8">
            <h2 id="about-heading" className="mb-4 text-xl font-extrabold text-navy-950">
              {t('programme.aboutHeading')}
            </h2>
            {/* The description is HTML the server sanitised (docs/api.md#catalogue): safe to render as HTML. */}
            <RichText html={description.text} {...persianMark(description)} />
          </section>

          {p.presenters.length > 0 && (
            <section aria-labelledby="presenters-heading" className="mt-8">
              <h2 id="presenters-heading" className="mb-4 text-xl font-extrabold text-navy-950">
                {t('programme.presentersHeading')}
              </h2>
              <div className="grid gap-4">
                {p.presenters.map((presenter) => (
                  <PresenterSummary key={presenter.id} presenter={presenter} />
                ))}
              </div>
            </section>
          )}

          <SessionMaterials presentation={p} />

          <div className="mt-10">
            <ButtonLink to={programme} variant="secondary">
              {t('programme.otherWorkshops')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </article>
  );
}

function WorkshopSkeleton() {
  return (
    <div aria-busy="true" aria-label={t('common.loading')}>
      <div className="bg-navy-950">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-6 pb-10 sm:px-6 lg:grid-cols-[1fr_26rem] lg:pt-10 lg:pb-14">
          <div className="grid content-center gap-4">
            <Skeleton className="h-4 w-32 bg-white/10" />
            <Skeleton className="h-6 w-20 rounded-full bg-white/10" />
            <Skeleton className="h-10 w-4/5 bg-white/10" />
            <Skeleton className="h-5 w-1/2 bg-white/10" />
          </div>
          <Skeleton className="aspect-video w-full rounded-2xl bg-white/10" />
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_22rem] lg:py-12">
        <Skeleton className="h-96 rounded-[var(--radius-card)] lg:col-start-2 lg:row-start-1" />
        <div className="grid content-start gap-3 rounded-[var(--radius-card)] bg-white p-8 lg:col-start-1 lg:row-start-1">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      </div>
    </div>
  );
}

function PresentationNotFound() {
  return (
    <StatusPage
      status={404}
      title={t('programme.notFoundTitle')}
      text={t('programme.notFoundText')}
      back={{ to: '/workshops', label: t('programme.backToWorkshops') }}
    />
  );
}
