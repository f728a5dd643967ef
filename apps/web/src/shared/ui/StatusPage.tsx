import { t } from '../i18n';
import { usePageMeta } from '../page-meta';
import { ButtonLink } from './Button';
import { toPersianDigits } from '../format';

interface StatusPageProps {
  status: 403 | 404;
  title: string;
  text: string;
  /** Where the visitor goes from here: home by default. */
  back?: { to: string; label: string };
}

/** A page with nothing to show (an area the role does not open, a page or presentation that is not there): its code, why, and the way back. */
export function StatusPage({ status, title, text, back = { to: '/', label: t('common.backHome') } }: StatusPageProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p aria-hidden="true" className="bg-gradient-to-b from-navy-900 to-navy-500 bg-clip-text text-8xl font-black text-transparent">
        {toPersianDigits(status)}
      </p>
      <h1 className="mt-4 text-2xl font-extrabold text-navy-950">{title}</h1>
      <p className="mt-3 leading-8 text-navy-600">{text}</p>
      <ButtonLink to={back.to} className="mt-8">
        {back.label}
      </ButtonLink>
    </section>
  );
}

/** No page at this address (the router's catch-all). */
export function NotFound() {
  usePageMeta({ title: t('pages.notFoundTitle'), description: t('pages.notFoundDescription') });
  return <StatusPage status={404} title={t('common.notFoundTitle')} text={t('common.notFoundText')} />;
}

/** An area the signed-in user's role does not open (403). */
export function Forbidden() {
  return <StatusPage status={403} title={t('common.forbiddenTitle')} text={t('common.forbiddenText')} />;
}
