import type { Presentation } from '@fest/contract';
import { t } from '@/shared/i18n';
import { useWorkshopClash } from '@/shared/time-clash';
import { cx } from '@/shared/ui/cx';
import { localTitle } from '@/shared/i18n/content';

/** "Now" / "next" during the festival. */
export function NowNextMark({ state, className }: { state: 'now' | 'next' | null; className?: string }) {
  if (!state) return null;
  return (
    <span
      data-testid={`mark-${state}`}
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold',
        state === 'now' ? 'bg-red-600 text-white' : 'bg-navy-900 text-white',
        className,
      )}
    >
      {state === 'now' && <span aria-hidden="true" className="size-1.5 rounded-full bg-white" />}
      <span aria-hidden="true">{state === 'now' ? t('schedule.now') : t('schedule.next')}</span>
      <span className="sr-only">{state === 'now' ? t('schedule.nowLabel') : t('schedule.nextLabel')}</span>
    </span>
  );
}

/** Marks a workshop that overlaps one the visitor has in the cart or bought (the API would refuse it). */
export function ClashMark({ presentation, className }: { presentation: Presentation; className?: string }) {
  const clash = useWorkshopClash(presentation);
  if (!clash) return null;
  return (
    <p data-testid="clash-mark" className={cx('flex items-start gap-1 text-xs leading-5 font-semibold text-red-800', className)}>
      <span aria-hidden="true">⚠</span>
      <span>{t('schedule.clashWith', { title: localTitle(clash.presentation) })}</span>
    </p>
  );
}
