import type { Presentation } from '@fest/contract';
import { t } from '../i18n';
import { useStars } from '../stars';
import { cx } from './cx';
import { lineIcon } from './icons';
import { localTitle } from '@/shared/i18n/content';

interface StarButtonProps {
  presentation: Pick<Presentation, 'id' | 'fa_title' | 'en_title'>;
  /** 'icon': a round button for cards and grid blocks; 'full': with its words, for a page. */
  look?: 'icon' | 'full';
  className?: string;
}

/**
 * The star that puts a session into the visitor's agenda: a toggle button (aria-pressed) named
 * after the session, so a screen reader hears which one it stars. It sits above a card's
 * whole-card link (relative z-10), so pressing it never opens the page.
 */
export function StarButton({ presentation, look = 'icon', className }: StarButtonProps) {
  const { ids, setStarred } = useStars();
  const starred = ids.has(presentation.id);
  const label = starred ? t('schedule.unstarLabel', { title: localTitle(presentation) }) : t('schedule.starLabel', { title: localTitle(presentation) });
  return (
    <button
      type="button"
      aria-pressed={starred}
      aria-label={look === 'icon' ? label : undefined}
      title={look === 'icon' ? label : undefined}
      data-testid="star-button"
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        setStarred(presentation.id, !starred);
      }}
      className={cx(
        'relative z-10 inline-flex shrink-0 items-center justify-center gap-1.5 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500',
        look === 'icon' ? 'size-9 rounded-full' : 'h-11 rounded-xl px-4 text-sm ring-1',
        starred
          ? look === 'icon'
            ? 'bg-accent-400 text-navy-950 hover:bg-accent-300'
            : 'bg-accent-100 text-navy-950 ring-accent-300 hover:bg-accent-200'
          : look === 'icon'
            ? 'bg-white/90 text-navy-600 ring-1 ring-navy-200 hover:bg-navy-50 hover:text-navy-900'
            : 'bg-white text-navy-800 ring-navy-200 hover:bg-navy-50',
        className,
      )}
    >
      <svg {...lineIcon} className="size-5" fill={starred ? 'currentColor' : 'none'}>
        <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      </svg>
      {look === 'full' && <span>{starred ? t('schedule.starred') : t('schedule.star')}</span>}
    </button>
  );
}
