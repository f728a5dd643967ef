import { cx } from '@/shared/ui/cx';

/** A placeholder block while a figure loads. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cx('block animate-pulse rounded-lg bg-navy-200/70', className)} />;
}
