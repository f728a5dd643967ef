/** The cart's own line icons (decorative: the text beside each says the same). */
import { lineIcon, type IconProps } from '@/shared/ui/icons';

export const CartIcon = ({ className = 'size-6' }: IconProps) => (
  <svg {...lineIcon} className={className}>
    <path d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </svg>
);
