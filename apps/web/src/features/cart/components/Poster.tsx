import { cx } from '@/shared/ui/cx';

/** A presentation's poster, or the festival's colours with a terminal prompt when it has none. */
export function Poster({ src, className }: { src: string; className?: string }) {
  if (src) return <img src={src} alt="" loading="lazy" className={cx('shrink-0 bg-navy-100 object-cover', className)} />;
  return (
    <span
      aria-hidden="true"
      className={cx(
        'grid shrink-0 place-items-center bg-gradient-to-br from-navy-800 to-navy-950 font-mono text-lg font-bold text-accent-300',
        className,
      )}
      dir="ltr"
    >
      $_
    </span>
  );
}
