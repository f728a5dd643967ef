import { errorMessage } from '@/shared/api-error';
import { formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';
import { local, persianMark } from '@/shared/i18n/content';
import { loadState } from '@/shared/api/load-state';
import { useGetStaffQuery, type Staff } from '@/shared/api/staff';
import { usePageMeta } from '@/shared/page-meta';
import { isNotFound, useEdition, useEditionName, type ArchiveParts } from '@/shared/edition';
import { Badge } from '@/shared/ui/Badge';
import { cx } from '@/shared/ui/cx';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { LinkedInIcon } from '@/shared/ui/icons';
import { PageHero } from '@/shared/ui/PageHero';
import { PersonAvatar } from '@/shared/ui/PersonAvatar';
import { Skeleton } from '@/shared/ui/Skeleton';
import { groupByTeam } from '../staff-groups';


export default function StaffPage({ archive }: { archive?: ArchiveParts }) {
  const edition = useEdition();
  const editionName = useEditionName(edition);
  const title = edition ? t('archive.staffTitle', { name: editionName }) : t('programme.staffTitle');
  usePageMeta({ title, description: edition ? t('archive.metaDescription') : t('programme.staffMetaDescription') });

  const query = useGetStaffQuery(edition);
  const load = loadState(query);
  const retry = () => void query.refetch();

  if (edition && archive && isNotFound(query.error)) return <archive.NotFound />;
  let body;
  if (load.state === 'failed') {
    body = <ErrorState title={t('programme.staffLoadFailed')} message={errorMessage(load.error)} onRetry={retry} />;
  } else if (load.state === 'loading') {
    body = (
      <div aria-busy="true" aria-label={t('common.loading')} className="grid gap-4 lg:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="flex gap-4 rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-navy-100">
            <Skeleton className="size-16 shrink-0 rounded-full" />
            <div className="grid flex-1 content-start gap-2.5">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-4 w-16" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (load.data.length === 0) {
    body = <EmptyState title={t('programme.staffEmptyTitle')} text={t('programme.staffEmptyText')} />;
  } else {
    body = (
      <div className="grid gap-x-8 gap-y-12 lg:grid-cols-2">
        {groupByTeam(load.data).map((group) => (
          <section key={group.team} aria-labelledby={`team-${group.team}`} className={cx(group.team === 'DIRECTOR' && 'lg:col-span-2')}>
            <div className="mb-4 flex items-center gap-3">
              <h2 id={`team-${group.team}`} className="text-xl font-extrabold text-navy-950">
                {t(`programme.team${group.team}`)}
              </h2>
              <span className="rounded-full bg-navy-100 px-2 py-0.5 text-xs font-semibold text-navy-600">
                {t('programme.teamMembers', { count: formatNumber(group.members.length) })}
              </span>
              <span aria-hidden="true" className="h-px flex-1 bg-navy-200" />
            </div>
            <ul className={cx('grid gap-4', group.team === 'DIRECTOR' && 'lg:grid-cols-2')}>
              {group.members.map((member) => (
                <li key={member.id}>
                  <StaffCard member={member} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  return (
    <>
      <PageHero title={title} subtitle={t('programme.staffSubtitle')} />
      {edition && archive && <archive.Notice edition={edition} />}
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">{body}</div>
    </>
  );
}

const roleTones = { DIRECTOR: 'accent', HEAD: 'navy', STAFF: 'gray' } as const;

function StaffCard({ member }: { member: Staff }) {
  const director = member.role === 'DIRECTOR';
  const name = local(member, 'name');
  const quote = local(member, 'quote');
  return (
    <article
      className={cx(
        'flex h-full items-start gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1',
        director ? 'ring-2 ring-accent-300' : 'ring-navy-100',
      )}
    >
      <PersonAvatar name={name.text} src={member.image} size="lg" className={cx('ring-4', director ? 'ring-accent-100' : 'ring-navy-50')} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
          <h3 className="text-lg font-extrabold text-navy-950" {...persianMark(name)}>
            {name.text}
          </h3>
          <Badge tone={roleTones[member.role]}>{t(`programme.role${member.role}`)}</Badge>
        </div>
        {quote.text && (
          <blockquote className="mt-2 text-sm leading-7 text-navy-600">
            <p {...persianMark(quote)}>{t('programme.quoted', { text: quote.text })}</p>
          </blockquote>
        )}
        {member.linkedin && (
          <a
            href={member.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('programme.linkedinOf', { name: name.text })}
            className="-ms-2 mt-1 inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-[#0a66c2] hover:bg-[#0a66c2]/10"
          >
            <LinkedInIcon />
            {t('programme.linkedin')}
          </a>
        )}
      </div>
    </article>
  );
}
