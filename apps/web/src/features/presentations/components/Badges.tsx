import type { Presentation, Tag } from '@fest/contract';
import { t } from '@/shared/i18n';
import { local } from '@/shared/i18n/content';
import { Badge } from '@/shared/ui/Badge';
import { Local } from '@/shared/ui/Local';
import { cx } from '@/shared/ui/cx';
import { typeLabel } from '../presentation-format';
import { isAlmostFull, type Availability } from '../presentation-status';

const typeTones = { WORKSHOP: 'accent', TALK: 'navy', PACKAGE: 'green' } as const;

export function TypeBadge({ type, className }: { type: Presentation['service_type']; className?: string }) {
  return (
    <Badge tone={typeTones[type]} className={className}>
      {typeLabel(type)}
    </Badge>
  );
}

/** Sold out, closed, held, or almost full; nothing when there is nothing to warn about. */
export function AvailabilityBadge({
  status,
  presentation,
  className,
}: {
  status: Availability;
  presentation: Pick<Presentation, 'capacity' | 'remained_capacity'>;
  className?: string;
}) {
  if (status === 'soldOut') return <Badge tone="red" className={className}>{t('programme.soldOut')}</Badge>;
  if (status === 'closed') return <Badge tone="gray" className={className}>{t('programme.closed')}</Badge>;
  if (status === 'started') return <Badge tone="gray" className={className}>{t('programme.started')}</Badge>;
  if (isAlmostFull(presentation)) return <Badge tone="accent" className={className}>{t('programme.almostFull')}</Badge>;
  return null;
}

/** A topic: its name with a dot in the organisers' colour (the text stays dark for contrast). */
export function TagChip({ tag, onDark = false }: { tag: Tag; onDark?: boolean }) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1',
        onDark ? 'bg-white/10 text-navy-50 ring-white/15' : 'bg-navy-50 text-navy-700 ring-navy-100',
      )}
    >
      <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: tag.color }} />
      <Local value={local(tag, 'name')} />
    </span>
  );
}
