/** The payments pages' own line icons (decorative: the text beside each says the same). */
const common = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

type IconProps = { className?: string };

export const GiftIcon = ({ className = 'size-4' }: IconProps) => (
  <svg {...common} className={className}>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 3.5 8 4.5 9 8 12 8zM12 8s1.5-4.5 4-3.5S15 8 12 8z" />
  </svg>
);

export const FlagIcon = ({ className = 'size-4' }: IconProps) => (
  <svg {...common} className={className}>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </svg>
);

export const ReceiptIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...common} className={className}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </svg>
);

export const TagIcon = ({ className = 'size-4' }: IconProps) => (
  <svg {...common} className={className}>
    <path d="M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8-9 9z" />
    <circle cx="8" cy="8" r="1.3" />
  </svg>
);
