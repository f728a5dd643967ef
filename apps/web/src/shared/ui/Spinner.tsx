import { t } from '../i18n';
import { cx } from './cx';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** Announced to screen readers; omit when the spinner sits inside a labelled control. */
  label?: string;
}

const sizes = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' };

export function Spinner({ size = 'md', className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cx('inline-flex', className)}>
      <span
        aria-hidden="true"
        className={cx('animate-spin rounded-full border-current border-e-transparent opacity-80', sizes[size])}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** Covers the page while a lazily loaded page arrives (docs/product.md#lazy-pages). Fades in late to avoid flashing. */
export function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 z-50 grid animate-spinner-delay place-items-center bg-navy-50/80 backdrop-blur-sm">
      <div className="flex flex-col items-center gap-4 text-navy-700">
        <Spinner size="lg" className="text-accent-500" label={t('common.loading')} />
        <span aria-hidden="true" className="text-sm font-medium">
          {t('common.loading')}
        </span>
      </div>
    </div>
  );
}
