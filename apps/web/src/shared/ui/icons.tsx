/**
 * Line icons for the content pages (the programme, presenters, staff); decorative, hidden from
 * screen readers: the text beside each says the same. Arrows that point "onwards" are drawn for a
 * right-to-left page (pointing to the left).
 */
/** The props every line icon shares; feature icon sets draw with these too. */
export const lineIcon = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export type IconProps = { className?: string };

export const CalendarIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </svg>
);
export const ClockIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </svg>
);
export const SeatIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <path d="M7 11V6a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v5" />
    <path d="M5 11h14a1 1 0 0 1 1 1v3H4v-3a1 1 0 0 1 1-1zM6 15v5M18 15v5" />
  </svg>
);
export const TicketIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <path d="M4 7.5A1.5 1.5 0 0 1 5.5 6h13A1.5 1.5 0 0 1 20 7.5V10a2 2 0 0 0 0 4v2.5a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 16.5V14a2 2 0 0 0 0-4z" />
    <path d="M14 6v12" strokeDasharray="2 2" />
  </svg>
);
export const HourglassIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <path d="M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9" />
  </svg>
);
export const SearchIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </svg>
);
export const CloseIcon = ({ className = 'size-4' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const DownloadIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19.5h14" />
  </svg>
);
export const UploadIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <path d="M12 15V4M7.5 8.5L12 4l4.5 4.5M5 19.5h14" />
  </svg>
);
/** Points to the left: "onwards" in a right-to-left page; mirrored in a left-to-right one. */
export const ArrowIcon = ({ className = 'size-4' }: IconProps) => (
  <svg {...lineIcon} className={`${className} ltr:-scale-x-100`}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </svg>
);
export const ChevronIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
export const LinkedInIcon = ({ className = 'size-4' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className={className}>
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-4.9c0-1.17-.02-2.67-1.63-2.67-1.63 0-1.88 1.27-1.88 2.59V21h-4z" />
  </svg>
);
export const LockIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </svg>
);
export const VideoIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3" />
  </svg>
);
export const TerminalIcon = ({ className = 'size-6' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <rect x="3" y="4.5" width="18" height="15" rx="2.5" />
    <path d="M7 10l3 2.5L7 15M12.5 15H17" />
  </svg>
);
export const GiftIcon = ({ className = 'size-4' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 3.5 8 4.5 9 8 12 8zM12 8s1.5-4.5 4-3.5S15 8 12 8z" />
  </svg>
);
export const MapPinIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </svg>
);
export const MailIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </svg>
);
export const PhoneIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <path d="M6.5 3.5h3l1.5 4-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.5 5.7a2 2 0 0 1 2-2.2z" />
  </svg>
);
export const FlagIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </svg>
);
