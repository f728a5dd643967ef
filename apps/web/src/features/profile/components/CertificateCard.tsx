import { Link } from 'react-router';
import { checkPagePath, englishPdfUrl, type Certificate } from '@/shared/api/certificates';
import { AwardIcon, certificateKindLabel } from '@/shared/certificates';
import { formatDate } from '@/shared/format';
import { getLocale, t } from '@/shared/i18n';
import { localTitle } from '@/shared/i18n/content';
import { buttonClasses } from '@/shared/ui/Button';
import { ArrowIcon, DownloadIcon } from '@/shared/ui/icons';
import { cx } from '@/shared/ui/cx';

/**
 * One of the visitor's certificates: its kind, the session and its day, when it was issued, the PDF
 * in Persian and in English (plain links: the code is the PDF's only key), and its public check page.
 * The PDF in the reader's language is the first, filled button.
 */
export function CertificateCard({ certificate, headingLevel }: { certificate: Certificate; headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const title = localTitle(certificate.presentation);
  const kind = certificateKindLabel(certificate.kind);
  const presenter = certificate.kind === 'PRESENTER';
  const english = getLocale() === 'en';
  const pdfs = [
    { lang: 'fa', href: certificate.pdf_url, text: t('certificates.pdfPersian'), label: t('certificates.pdfPersianLabel', { kind, title }) },
    { lang: 'en', href: englishPdfUrl(certificate.pdf_url), text: t('certificates.pdfEnglish'), label: t('certificates.pdfEnglishLabel', { kind, title }) },
  ];
  if (english) pdfs.reverse();
  return (
    <article className="flex gap-4 rounded-2xl bg-white p-4 ring-1 ring-navy-100 sm:p-5" data-testid="certificate" data-code={certificate.code}>
      {/* On a phone the rosette sits beside the kind, leaving the card's width to the title and buttons. */}
      <span
        className={cx(
          'hidden size-12 shrink-0 place-items-center rounded-2xl sm:grid',
          presenter ? 'bg-accent-100 text-accent-700' : 'bg-navy-100 text-navy-700',
        )}
      >
        <AwardIcon />
      </span>
      <div className="min-w-0 flex-1">
        <p className={cx('flex items-center gap-1.5 text-xs font-bold', presenter ? 'text-accent-700' : 'text-navy-500')}>
          <AwardIcon className="size-4 sm:hidden" />
          {kind}
        </p>
        <Heading className="mt-1 text-lg font-extrabold leading-8 text-navy-950">{title}</Heading>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-navy-500">{t('certificates.sessionDate')}</dt>
            <dd className="text-navy-800">{formatDate(certificate.presentation.start)}</dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-navy-500">{t('certificates.issuedAt')}</dt>
            <dd className="text-navy-800">{formatDate(certificate.issued_at)}</dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {pdfs.map((pdf, i) => (
            <a
              key={pdf.lang}
              href={pdf.href}
              download={`certificate-${certificate.code}-${pdf.lang}.pdf`}
              aria-label={pdf.label}
              data-testid={`certificate-pdf-${pdf.lang}`}
              className={buttonClasses(i === 0 ? 'primary' : 'secondary', 'sm')}
            >
              <DownloadIcon className="size-4" />
              {pdf.text}
            </a>
          ))}
          <Link
            to={checkPagePath(certificate.code)}
            aria-label={t('certificates.openCheckLabel', { kind, title })}
            className="inline-flex h-9 items-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-navy-700 underline-offset-4 hover:underline"
          >
            {t('certificates.openCheck')}
            <ArrowIcon />
          </Link>
        </div>
      </div>
    </article>
  );
}
