import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useCheckCertificateQuery, type CertificateCheck } from '@/shared/api/certificates';
import { certificateKindLabel, ShieldCheckIcon, ShieldCrossIcon, ShieldQuestionIcon } from '@/shared/certificates';
import { isNotFound } from '@/shared/edition';
import { formatDate } from '@/shared/format';
import { t } from '@/shared/i18n';
import { usePageMeta } from '@/shared/page-meta';
import { localTitle } from '@/shared/i18n/content';
import { ButtonLink } from '@/shared/ui/Button';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Spinner } from '@/shared/ui/Spinner';
import { cx } from '@/shared/ui/cx';

type Verdict = 'valid' | 'revoked' | 'missing';

const verdicts: Record<Verdict, { band: string; badge: string; title: string; Icon: typeof ShieldCheckIcon }> = {
  valid: { band: 'bg-green-50 border-green-600 text-green-900', badge: 'bg-green-600 text-white', title: 'text-green-900', Icon: ShieldCheckIcon },
  revoked: { band: 'bg-red-50 border-red-600 text-red-900', badge: 'bg-red-600 text-white', title: 'text-red-900', Icon: ShieldCrossIcon },
  missing: { band: 'bg-navy-50 border-navy-400 text-navy-800', badge: 'bg-navy-600 text-white', title: 'text-navy-950', Icon: ShieldQuestionIcon },
};

/**
 * /certificates/:code: what an employer sees after scanning a certificate's QR code, with no login.
 * One large verdict first (valid in green, revoked in red, or no such certificate), then what the
 * certificate says, so it can be compared with the paper. Drawn in the browser: it asks the API
 * afresh on every visit, so a revocation shows at once.
 */
export default function CertificateCheckPage() {
  usePageMeta({ title: t('certificates.checkEyebrow'), description: t('certificates.checkDescription') });
  const code = useParams().code ?? '';
  const { data, error, isFetching, refetch } = useCheckCertificateQuery(code, { skip: !code });

  let body: ReactNode;
  if (data) {
    body = <Verdict verdict={data.valid ? 'valid' : 'revoked'} details={data} code={code} />;
  } else if (isNotFound(error) || !code) {
    body = <Verdict verdict="missing" code={code} />;
  } else if (error) {
    body = (
      <div className="p-5 sm:p-8">
        <PendingHeading />
        <ErrorState message={t('certificates.checkFailed')} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  } else {
    body = (
      <div className="grid place-items-center px-5 py-16">
        <PendingHeading />
        <Spinner size="lg" className="text-accent-500" label={t('certificates.checking')} />
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-2xl px-3 py-6 sm:px-6 sm:py-14" aria-labelledby="certificate-verdict">
      <div className="overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-navy-100">
        <header className="flex items-center gap-3 bg-navy-950 px-5 py-4 text-white sm:px-8">
          <img src="/favicon.svg" alt="" width={40} height={40} className="size-10 shrink-0" />
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-accent-300">{t('certificates.checkEyebrow')}</p>
            <p className="font-extrabold">{t('certificates.checkIssuer', { festival: t('common.festivalName') })}</p>
          </div>
        </header>
        {body}
      </div>
    </section>
  );
}

/** While the answer is awaited (or failed) the page still has its heading: what it is for. */
const PendingHeading = () => (
  <h1 id="certificate-verdict" className="sr-only">
    {t('certificates.checkEyebrow')}
  </h1>
);

function Verdict({ verdict, details, code }: { verdict: Verdict; details?: CertificateCheck; code: string }) {
  const look = verdicts[verdict];
  const title = verdict === 'valid' ? t('certificates.validTitle') : verdict === 'revoked' ? t('certificates.revokedTitle') : t('certificates.notFoundTitle');
  const text = verdict === 'valid' ? t('certificates.validText') : verdict === 'revoked' ? t('certificates.revokedText') : t('certificates.notFoundText');
  return (
    <>
      <div className={cx('flex flex-col items-center gap-3 border-b-4 px-5 py-8 text-center sm:px-8 sm:py-10', look.band)} data-testid="certificate-verdict" data-verdict={verdict}>
        <span className={cx('grid size-20 place-items-center rounded-full shadow-sm sm:size-24', look.badge)}>
          <look.Icon className="size-11 sm:size-12" />
        </span>
        <h1 id="certificate-verdict" className={cx('text-2xl font-black leading-10 sm:text-3xl', look.title)}>
          {title}
        </h1>
        <p className="max-w-md leading-7">{text}</p>
      </div>
      {details ? (
        <Details details={details} code={code} revoked={verdict === 'revoked'} />
      ) : (
        <div className="flex flex-col items-center gap-4 px-5 py-6">
          {code && (
            <p className="grid justify-items-center gap-1 text-center text-xs text-navy-500">
              {t('certificates.code')}
              <bdi dir="ltr" className="font-mono text-sm break-all text-navy-800">
                {code}
              </bdi>
            </p>
          )}
          <ButtonLink to="/" variant="secondary">
            {t('common.backHome')}
          </ButtonLink>
        </div>
      )}
    </>
  );
}

function Details({ details, code, revoked }: { details: CertificateCheck; code: string; revoked: boolean }) {
  const rows: Array<{ label: string; value: ReactNode; wide?: boolean }> = [
    { label: t('certificates.kind'), value: certificateKindLabel(details.kind) },
    { label: t('certificates.session'), value: <bdi>{localTitle(details.presentation)}</bdi> },
    { label: t('certificates.sessionDate'), value: formatDate(details.presentation.start) },
    { label: t('certificates.issuedAt'), value: formatDate(details.issued_at) },
    {
      label: t('certificates.code'),
      wide: true,
      value: (
        <span dir="ltr" className="font-mono text-sm tracking-wide break-all">
          {code}
        </span>
      ),
    },
  ];
  return (
    <div className={cx('px-5 py-6 sm:px-8 sm:py-8', revoked && 'text-navy-500')}>
      <h2 className="sr-only">{t('certificates.details')}</h2>
      <p className="text-sm text-navy-500">{t('certificates.holder')}</p>
      {/* A Persian name on the English page (or the reverse) keeps the page's alignment, its own direction isolated. */}
      <p className={cx('mt-1 text-2xl font-extrabold sm:text-3xl', revoked ? 'text-navy-500 line-through decoration-red-500/70' : 'text-navy-950')} data-testid="certificate-holder">
        <bdi>{details.name}</bdi>
      </p>
      <dl className="mt-6 grid gap-4 border-t border-navy-100 pt-6 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className={cx('min-w-0', row.wide && 'sm:col-span-2')}>
            <dt className="text-xs font-semibold text-navy-500">{row.label}</dt>
            <dd className={cx('mt-1 font-bold leading-7', revoked ? 'text-navy-600' : 'text-navy-950')}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 flex items-center gap-2 rounded-xl bg-navy-50 px-4 py-3 text-xs leading-6 text-navy-600">{t('certificates.liveNote')}</p>
    </div>
  );
}
