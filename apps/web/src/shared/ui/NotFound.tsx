import { t } from '../i18n';
import { usePageMeta } from '../page-meta';
import { ButtonLink } from './Button';
import { toPersianDigits } from '../format';

export function NotFound() {
  usePageMeta({ title: t('pages.notFoundTitle'), description: t('pages.notFoundDescription') });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p aria-hidden="true" className="bg-gradient-to-b from-navy-900 to-navy-500 bg-clip-text text-8xl font-black text-transparent">
        {toPersianDigits(404)}
      </p>
      <h1 className="mt-4 text-2xl font-extrabold text-navy-950">{t('common.notFoundTitle')}</h1>
      <p className="mt-3 leading-8 text-navy-600">{t('common.notFoundText')}</p>
      <ButtonLink to="/" className="mt-8">
        {t('common.backHome')}
      </ButtonLink>
    </section>
  );
}
