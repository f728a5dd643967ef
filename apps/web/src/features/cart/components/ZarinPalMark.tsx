/** A neutral badge for the ZarinPal gateway (not its trademark logo): a shield with a card. */
export function ZarinPalMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={className}>
      <rect width="48" height="48" rx="12" fill="#fef3c7" />
      <path d="M24 9l12 4.5v9c0 8-5.2 14.2-12 16.5-6.8-2.3-12-8.5-12-16.5v-9z" fill="#f59e0b" />
      <rect x="16" y="19" width="16" height="11" rx="2" fill="#0b1a33" />
      <rect x="16" y="22" width="16" height="2.2" fill="#fbbf24" />
      <rect x="18.5" y="26.3" width="5" height="1.6" rx="0.8" fill="#f8fafc" />
    </svg>
  );
}
