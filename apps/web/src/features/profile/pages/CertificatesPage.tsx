import { useGetEditionsQuery } from '@/shared/api/editions';
import { useGetMyCertificatesQuery } from '@/shared/api/certificates';
import { groupByEdition } from '@/shared/edition-groups';
import { t } from '@/shared/i18n';
import { usePageMeta } from '@/shared/page-meta';
import { ButtonLink } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { EditionGroups } from '@/shared/ui/EditionGroups';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Spinner } from '@/shared/ui/Spinner';
import { AwardIcon } from '@/shared/certificates';
import { CertificateCard } from '../components/CertificateCard';
import { bySessionNewestFirst } from '../my-certificates';

/** /profile/certificates: the visitor's certificates of every edition, newest edition first, each with its PDFs and check page. */
export default function CertificatesPage() {
  usePageMeta({ title: t('certificates.title'), description: t('pages.profileDescription') });
  const { data, error, isFetching, refetch } = useGetMyCertificatesQuery();
  const { data: editions } = useGetEditionsQuery();

  let body;
  if (data === undefined && error) {
    body = <ErrorState message={t('certificates.loadFailed')} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (data === undefined) {
    body = (
      <div className="grid place-items-center py-12">
        <Spinner size="lg" className="text-accent-500" label={t('certificates.loading')} />
      </div>
    );
  } else if (data.length === 0) {
    body = (
      <EmptyState
        icon={<AwardIcon className="size-7" />}
        title={t('certificates.emptyTitle')}
        text={t('certificates.emptyText')}
        action={<ButtonLink to="/workshops">{t('certificates.emptyAction')}</ButtonLink>}
      />
    );
  } else {
    body = (
      <div data-testid="certificates" className="grid gap-6">
        <EditionGroups groups={groupByEdition(bySessionNewestFirst(data), (c) => c.edition, editions)}>
          {(group, headingLevel) => (
            <ul className="grid gap-3">
              {group.items.map((certificate) => (
                <li key={certificate.code}>
                  <CertificateCard certificate={certificate} headingLevel={headingLevel} />
                </li>
              ))}
            </ul>
          )}
        </EditionGroups>
        <p className="rounded-xl bg-navy-50 px-4 py-3 text-sm leading-7 text-navy-700">{t('certificates.shareHint')}</p>
      </div>
    );
  }

  return (
    <Card as="section">
      <PageHeading title={t('certificates.title')} subtitle={t('certificates.subtitle')} />
      {body}
    </Card>
  );
}
