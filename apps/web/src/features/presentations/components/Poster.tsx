import type { Presentation } from '@fest/contract';
import { t } from '@/shared/i18n';
import { cx } from '@/shared/ui/cx';
import { TerminalIcon } from '@/shared/ui/icons';
import { localTitle } from '@/shared/i18n/content';

/** Each type gets its own backdrop, so a programme without posters still reads at a glance. */
const fallbackTones: Record<Presentation['service_type'], string> = {
  WORKSHOP: 'from-navy-800 via-navy-900 to-navy-950 text-accent-300',
  TALK: 'from-navy-600 via-navy-700 to-navy-900 text-white',
  PACKAGE: 'from-accent-500 via-accent-600 to-accent-700 text-navy-950',
};

interface PosterProps {
  presentation: Pick<Presentation, 'morkopoloyor' | 'fa_title' | 'en_title' | 'service_type'>;
  className?: string;
  /** The first posters on a page are worth fetching at once; the rest can wait until scrolled to. */
  eager?: boolean;
  /**
   * The one poster that is usually the page's largest paint (the first on a phone): fetched ahead of
   * everything but the stylesheet. The other eager ones keep the default priority, so that they do
   * not compete with it on a slow link.
   */
  first?: boolean;
}

/** The poster (`morkopoloyor`, a 16:9 image), or a designed stand-in when there is none. */
export function Poster({ presentation, className, eager = false, first = false }: PosterProps) {
  const box = cx('aspect-video w-full overflow-hidden', className);
  if (presentation.morkopoloyor) {
    return (
      <img
        src={presentation.morkopoloyor}
        alt={t('programme.posterAlt', { title: localTitle(presentation) })}
        width={800}
        height={450}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
        className={cx(box, 'bg-navy-100 object-cover')}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={t('programme.posterAlt', { title: localTitle(presentation) })}
      className={cx(box, 'relative flex flex-col justify-end bg-gradient-to-br p-5', fallbackTones[presentation.service_type])}
    >
      {/* A faint grid and a prompt: the festival's "terminal" motif. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-15 [background-image:linear-gradient(currentColor_1px,transparent_1px),linear-gradient(90deg,currentColor_1px,transparent_1px)] [background-size:28px_28px]"
      />
      <TerminalIcon className="relative mb-auto size-10 opacity-90" />
      <p aria-hidden="true" dir="ltr" lang="en" className="relative line-clamp-2 font-mono text-sm font-semibold opacity-90">
        $ {presentation.en_title || presentation.fa_title}
      </p>
    </div>
  );
}
