import { lineIcon } from '@/shared/ui/icons';

/** Small line icons for the shell; decorative, so hidden from screen readers. */

export const MenuIcon = ({ className = 'size-6' }: { className?: string }) => (
  <svg {...lineIcon} className={className}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);
export const CloseIcon = ({ className = 'size-6' }: { className?: string }) => (
  <svg {...lineIcon} className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const CartIcon = ({ className = 'size-6' }: { className?: string }) => (
  <svg {...lineIcon} className={className}>
    <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
    <circle cx="9.5" cy="20" r="1.2" />
    <circle cx="17.5" cy="20" r="1.2" />
  </svg>
);
export const UserIcon = ({ className = 'size-5' }: { className?: string }) => (
  <svg {...lineIcon} className={className}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);
export const ChevronDownIcon = ({ className = 'size-4' }: { className?: string }) => (
  <svg {...lineIcon} className={className}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
export const LogoutIcon = ({ className = 'size-5' }: { className?: string }) => (
  <svg {...lineIcon} className={className}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
  </svg>
);
