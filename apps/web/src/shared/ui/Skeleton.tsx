import { cx } from './cx';

/** A grey placeholder the shape of content that is on its way; still for visitors who asked for less motion. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cx('block rounded-lg bg-navy-100 motion-safe:animate-pulse', className)} />;
}
