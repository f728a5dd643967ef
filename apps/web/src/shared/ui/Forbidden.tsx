import { t } from '../i18n';
import { ButtonLink } from './Button';
import { toPersianDigits } from '../format';

/** An area the signed-in user's role does not open (403). */
export function Forbidden() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p aria-hidden="true" className="bg-gradient-to-b from-navy-900 to-navy-500 bg-clip-text text-8xl font-black text-transparent">
        {toPersianDigits(403)}
      </p>
      <h1 className="mt-4 text-2xl font-extrabold text-navy-950">{t('common.forbiddenTitle')}</h1>
      <p className="mt-3 leading-8 text-navy-600">{t('common.forbiddenText')}</p>
      <ButtonLink to="/" className="mt-8">
        {t('common.backHome')}
      </ButtonLink>
    </section>
  );
}
