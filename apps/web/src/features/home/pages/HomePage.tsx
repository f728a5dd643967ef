import { useMemo } from 'react';
import { useGetFestivalQuery } from '@/shared/api/festival';
import { loadState } from '@/shared/api/load-state';
import { useGetPresentationsQuery } from '@/shared/api/presentations';
import { useGetStaffQuery } from '@/shared/api/staff';
import { useAppSelector } from '@/shared/store/hooks';
import { selectIsAuthenticated } from '@/shared/store/session';
import { errorMessage } from '@/shared/api-error';
import { festivalDates as datesFromFacts, festivalNameOf } from '@/shared/festival-facts';
import { t } from '@/shared/i18n';
import { usePageMeta } from '@/shared/page-meta';
import { ButtonLink } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { FestivalFacts } from '@/shared/ui/FestivalFacts';
import { HydrateLater } from '@/shared/ui/HydrateLater';
import { ArrowIcon } from '@/shared/ui/icons';
import { Figures } from '../components/Figures';
import { Hero } from '../components/Hero';
import { HighlightCard, HighlightCardSkeleton } from '../components/HighlightCard';
import { Organisers } from '../components/Organisers';
import { Steps } from '../components/Steps';
import { computeFigures, festivalDates, upcoming } from '../home-figures';
import { local } from '@/shared/i18n/content';

/**
 * The front door: what the festival is, when, what is on, and where to go next. Everything above
 * the fold is static text so it paints at once; the numbers and lists fill in as they arrive.
 */
export default function HomePage() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  // The same cache entry as the workshops page's: whichever page comes second shows it at once.
  const programmeQuery = useGetPresentationsQuery();
  const staffQuery = useGetStaffQuery();
  const { data: facts, isLoading: factsLoading } = useGetFestivalQuery();
  const programme = loadState(programmeQuery);
  const staff = loadState(staffQuery);
  const retryProgramme = () => void programmeQuery.refetch();
  const retryStaff = () => void staffQuery.refetch();
  usePageMeta({ description: t('programme.homeMetaDescription') });

  const programmeData = programmeQuery.data;
  const derived = useMemo(() => {
    if (!programmeData) return undefined;
    const now = new Date();
    return {
      dates: festivalDates(programmeData),
      figures: computeFigures(programmeData),
      next: upcoming(programmeData, now, 4),
    };
  }, [programmeData]);
  // The festival's own dates when the organisers set them; else the span of the programme.
  const ownDates = datesFromFacts(facts);
  const dates = ownDates ?? (factsLoading ? undefined : programme.state === 'failed' ? null : derived?.dates);

  return (
    <div className="pb-16">
      <Hero name={festivalNameOf(facts)} dates={dates} venue={local(facts ?? { venue: '' }, 'venue')} signedIn={signedIn} roomForFigures={programme.state !== 'failed'} />
      {programme.state !== 'failed' && <Figures figures={derived?.figures} />}

      <HydrateLater as="section" aria-labelledby="upcoming-heading" className="mx-auto mt-14 max-w-6xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="upcoming-heading" className="text-2xl font-extrabold text-navy-950 sm:text-3xl">
              {t('programme.upcomingHeading')}
            </h2>
            <p className="mt-2 leading-7 text-navy-600">{t('programme.upcomingSubtitle')}</p>
          </div>
          <div className="hidden sm:block">
            <ButtonLink to="/workshops" variant="secondary">
              {t('programme.seeAll')}
              <ArrowIcon />
            </ButtonLink>
          </div>
        </div>
        <div className="mt-6">
          {programme.state === 'failed' ? (
            <ErrorState title={t('programme.homeLoadFailed')} message={errorMessage(programme.error)} onRetry={retryProgramme} />
          ) : !derived ? (
            <div aria-busy="true" aria-label={t('common.loading')} className="grid gap-4 md:grid-cols-2">
              {Array.from({ length: 4 }, (_, i) => (
                <HighlightCardSkeleton key={i} />
              ))}
            </div>
          ) : derived.next.length === 0 ? (
            <EmptyState
              title={t('programme.upcomingEmptyTitle')}
              text={t('programme.upcomingEmptyText')}
              action={<ButtonLink to="/workshops">{t('programme.seeAll')}</ButtonLink>}
            />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {derived.next.map((presentation) => (
                <li key={presentation.id}>
                  <HighlightCard presentation={presentation} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-5 sm:hidden">
          <ButtonLink to="/workshops" variant="secondary" block>
            {t('programme.seeAll')}
            <ArrowIcon />
          </ButtonLink>
        </div>
      </HydrateLater>

      <HydrateLater className="mt-16">
        <Steps />
      </HydrateLater>

      {facts && (facts.venue || facts.address || facts.contact_email || facts.contact_phone) && (
        <HydrateLater as="section" aria-labelledby="facts-heading" className="mx-auto mt-16 max-w-6xl px-4 sm:px-6">
          <h2 id="facts-heading" className="text-2xl font-extrabold text-navy-950 sm:text-3xl">
            {t('festival.factsHeading')}
          </h2>
          <p className="mt-2 leading-7 text-navy-600">{t('festival.factsSubtitle')}</p>
          <div className="mt-6 grid gap-6 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100 sm:p-8 md:grid-cols-2">
            <FestivalFacts facts={facts} show={['venue', 'dates']} />
            <FestivalFacts facts={facts} show={['contest', 'contact']} />
          </div>
        </HydrateLater>
      )}

      <HydrateLater className="mt-16">
        <Organisers staff={staff} onRetry={retryStaff} />
      </HydrateLater>

      <HydrateLater as="section" aria-labelledby="faq-teaser-heading" className="mx-auto mt-16 max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col items-start gap-5 rounded-[var(--radius-card)] bg-gradient-to-br from-accent-300 to-accent-400 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div>
            <h2 id="faq-teaser-heading" className="text-2xl font-extrabold text-navy-950">
              {t('programme.faqTeaserTitle')}
            </h2>
            <p className="mt-2 leading-7 text-navy-900">{t('programme.faqTeaserText')}</p>
          </div>
          <ButtonLink to="/faq" className="shrink-0">
            {t('programme.faqTeaserLink')}
          </ButtonLink>
        </div>
      </HydrateLater>
    </div>
  );
}
