import { cx } from './cx';

/** The festival's penguin mascot, drawn inline so it needs no request and scales crisply. */
export function Penguin({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 120 140" aria-hidden="true" className={cx('drop-shadow-sm', className)}>
      <ellipse cx="60" cy="132" rx="38" ry="6" fill="currentColor" opacity="0.12" />
      <path d="M60 8C34 8 22 30 22 58c0 18 4 34 10 46 6 14 16 22 28 22s22-8 28-22c6-12 10-28 10-46C98 30 86 8 60 8z" fill="#111827" />
      <path d="M60 40c-16 0-26 14-26 36 0 24 10 44 26 44s26-20 26-44c0-22-10-36-26-36z" fill="#f8fafc" />
      <circle cx="49" cy="34" r="7" fill="#fff" />
      <circle cx="71" cy="34" r="7" fill="#fff" />
      <circle cx="50.5" cy="35" r="3.2" fill="#111827" />
      <circle cx="69.5" cy="35" r="3.2" fill="#111827" />
      <path d="M48 46l12 8 12-8-12-4z" fill="#f59e0b" />
      <path d="M22 62c-8 8-12 22-10 32 6-4 10-10 12-16z" fill="#111827" />
      <path d="M98 62c8 8 12 22 10 32-6-4-10-10-12-16z" fill="#111827" />
      <ellipse cx="46" cy="126" rx="12" ry="5" fill="#f59e0b" />
      <ellipse cx="74" cy="126" rx="12" ry="5" fill="#f59e0b" />
    </svg>
  );
}
