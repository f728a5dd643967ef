import type { Presenter } from '@fest/contract';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useGetPresentersQuery } from '@/shared/api/presenters';
import { errorMessage } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { usePageMeta } from '@/shared/page-meta';
import { editionPath, isNotFound, useEdition, useEditionName, type ArchiveParts } from '@/shared/edition';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { ArrowIcon, LinkedInIcon } from '@/shared/ui/icons';
import { PageHero } from '@/shared/ui/PageHero';
import { PersonAvatar } from '@/shared/ui/PersonAvatar';
import { RichText } from '@/shared/ui/RichText';
import { Skeleton } from '@/shared/ui/Skeleton';
import { TypeBadge } from '../components/Badges';
import { presenterAnchor } from '../components/PresenterSummary';
import { local, localName, persianMark, pickLocal } from '@/shared/i18n/content';
import { Local } from '@/shared/ui/Local';
import { festivalNameOf } from '@/shared/festival-facts';

export default function PresentersPage({ archive }: { archive?: ArchiveParts }) {
  const edition = useEdition();
  const { data, isFetching: loading, error, refetch } = useGetPresentersQuery(edition);
  const editionName = useEditionName(edition);
  const title = edition ? t('archive.presentersTitle', { name: editionName }) : t('programme.presentersTitle');
  const presentersLoaded = data !== undefined;
  const presenters = data ?? [];
  const { hash } = useLocation();
  usePageMeta({ title, description: edition ? t('archive.metaDescription') : t('programme.presentersMetaDescription') });

  // The entries arrive after the page: once they are there, bring the one in the address into view.
  useEffect(() => {
    if (!presentersLoaded || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [presentersLoaded, hash]);

  if (edition && archive && isNotFound(error)) return <archive.NotFound />;
  let body;
  if (!presentersLoaded && error && !loading) {
    body = <ErrorState title={t('programme.presentersLoadFailed')} message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (!presentersLoaded) {
    body = (
      <div aria-busy="true" aria-label={t('common.loading')} className="grid gap-5 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="flex gap-4 rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-navy-100">
            <Skeleton className="size-24 shrink-0 rounded-full" />
            <div className="grid flex-1 content-start gap-3">
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-4/5" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (presenters.length === 0) {
    body = <EmptyState title={t('programme.noPresentersTitle')} text={t('programme.noPresentersText')} />;
  } else {
    body = (
      <ul className="grid gap-5 md:grid-cols-2">
        {presenters.map((presenter) => (
          <li key={presenter.id}>
            <PresenterCard presenter={presenter} highlighted={hash === `#${presenterAnchor(presenter.id)}`} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHero title={title} subtitle={t('programme.presentersSubtitle')} />
      {edition && archive && <archive.Notice edition={edition} />}
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">{body}</div>
    </>
  );
}

function PresenterCard({ presenter, highlighted }: { presenter: Presenter; highlighted: boolean }) {
  const edition = useEdition();
  const shown = localName(presenter);
  const name = shown.text;
  const bio = pickLocal(presenter.description, presenter.en_description);
  // The other editions they spoke in, each linking to its presenters' page (this one's entry).
  const elsewhere = presenter.spoke_in.filter((other) => (edition ? other.slug !== edition : !other.is_current));
  const headingId = `${presenterAnchor(presenter.id)}-name`;
  return (
    <article
      id={presenterAnchor(presenter.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={
        'flex h-full scroll-mt-28 flex-col rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 transition focus:outline-none sm:p-6 ' +
        (highlighted ? 'ring-2 ring-accent-400' : 'ring-navy-100')
      }
    >
      <div className="flex items-center gap-4">
        <PersonAvatar name={name} src={presenter.avatar} size="xl" className="ring-4 ring-navy-50" />
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-extrabold text-navy-950" {...persianMark(shown)}>
            {name}
          </h2>
          {presenter.linkedin && (
            <a
              href={presenter.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('programme.linkedinOf', { name })}
              className="mt-2 inline-flex items-center gap-1.5 rounded-lg bg-[#0a66c2]/10 px-2.5 py-1 text-sm font-semibold text-[#0a66c2] hover:bg-[#0a66c2]/15"
            >
              <LinkedInIcon />
              {t('programme.linkedin')}
            </a>
          )}
        </div>
      </div>

      {bio.text && (
        // The bio is HTML the server sanitised (docs/api.md#catalogue); RichText renders it.
        <RichText html={bio.text} className="mt-4 text-[0.95rem] leading-8" {...persianMark(bio)} />
      )}

      {presenter.presentations.length > 0 && (
        <div className="mt-auto pt-5">
          <h3 className="mb-2 border-t border-navy-100 pt-4 text-sm font-bold text-navy-600">{t('programme.presenterPresentations')}</h3>
          <ul className="grid gap-2">
            {presenter.presentations.map((item) => (
              <li key={item.id}>
                <Link
                  to={editionPath(edition, `/workshop/${item.id}`)}
                  className="group flex items-center gap-3 rounded-xl bg-navy-50/70 px-3 py-2.5 ring-1 ring-navy-100 transition hover:bg-navy-50 hover:ring-navy-200"
                >
                  <TypeBadge type={item.service_type} className="shrink-0" />
                  <Local value={local(item, 'fa_title')} className="min-w-0 flex-1 text-sm leading-6 font-semibold text-navy-900" />
                  <ArrowIcon className="size-4 shrink-0 text-navy-400 transition group-hover:text-navy-700" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}

      {elsewhere.length > 0 && (
        <p className={(presenter.presentations.length > 0 ? 'mt-3' : 'mt-auto pt-5') + ' flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-navy-600'}>
          <span className="font-bold">{`${t('programme.presenterSpokeIn')}:`}</span>
          {elsewhere.map((other) => (
            <Link
              key={other.slug}
              to={`${editionPath(other.is_current ? undefined : other.slug, '/presenters')}#${presenterAnchor(presenter.id)}`}
              className="rounded-lg bg-accent-50 px-2 py-0.5 font-semibold text-accent-700 ring-1 ring-accent-200 hover:bg-accent-100"
            >
              {festivalNameOf({ festival_name: other.name, starts_on: other.starts_on })}
            </Link>
          ))}
        </p>
      )}
    </article>
  );
}
