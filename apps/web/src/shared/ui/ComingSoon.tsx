import { t } from '../i18n';
import { ButtonLink } from './Button';
import { Penguin } from './Illustration';

interface ComingSoonProps {
  /** The section's name, shown as the page heading. */
  title?: string;
  text?: string;
}

/** Stands in for a section that is still being built: never a blank page. */
export function ComingSoon({ title, text }: ComingSoonProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <div className="relative mb-8">
        <div aria-hidden="true" className="absolute inset-0 -z-10 scale-150 rounded-full bg-accent-200/60 blur-2xl" />
        <Penguin className="h-36 w-auto text-navy-900" />
      </div>
      <span className="mb-3 rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-700">
        {t('common.comingSoonTitle')}
      </span>
      <h1 className="text-2xl font-extrabold text-navy-950 sm:text-3xl">{title ?? t('common.comingSoonTitle')}</h1>
      <p className="mt-3 leading-8 text-navy-600">{text ?? t('common.comingSoonText')}</p>
      <ButtonLink to="/" variant="secondary" className="mt-8">
        {t('common.backHome')}
      </ButtonLink>
    </section>
  );
}
