/** The payments pages' own line icons (decorative: the text beside each says the same). */
import { lineIcon, type IconProps } from '@/shared/ui/icons';

export const FlagIcon = ({ className = 'size-4' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </svg>
);

export const ReceiptIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </svg>
);

export const TagIcon = ({ className = 'size-4' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <path d="M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8-9 9z" />
    <circle cx="8" cy="8" r="1.3" />
  </svg>
);
