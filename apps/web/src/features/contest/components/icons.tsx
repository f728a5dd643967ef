/** Icons of the challenge categories (decorative: each sits beside its category's name). */
import { lineIcon, type IconProps } from '@/shared/ui/icons';

export const ShellIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <rect x="3" y="4.5" width="18" height="15" rx="2.5" />
    <path d="M7 10l3 2.5L7 15M12.5 15H17" />
  </svg>
);
export const NetworkIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <rect x="9" y="3" width="6" height="5" rx="1" />
    <rect x="3" y="16" width="6" height="5" rx="1" />
    <rect x="15" y="16" width="6" height="5" rx="1" />
    <path d="M12 8v4M6 16v-4h12v4" />
  </svg>
);
export const WebIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.5 2.5 3.5 5.5 3.5 8.5s-1 6-3.5 8.5c-2.5-2.5-3.5-5.5-3.5-8.5s1-6 3.5-8.5z" />
  </svg>
);
export const ForensicsIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <circle cx="10.5" cy="10.5" r="6" />
    <path d="M20 20l-5-5M8 10.5h5M10.5 8v5" />
  </svg>
);
export const ReverseIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />
  </svg>
);
export const CryptoIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <circle cx="8" cy="14" r="4" />
    <path d="M11 11l8-8M16 6l2 2M14 8l2 2" />
  </svg>
);
