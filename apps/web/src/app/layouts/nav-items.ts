import type { UserRole } from '@fest/contract';
import { t } from '@/shared/i18n';

export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  /**
   * From which width the link has room in the header's row (Tailwind's lg: 1024 px, xl: 1280 px);
   * below it, and always without it, the link is in the menu. Home has none: the logo leads there.
   */
  row?: 'lg' | 'xl';
}

export const mainNavItems = (): NavItem[] => [
  { to: '/', label: t('common.navHome'), end: true },
  { to: '/workshops', label: t('common.navWorkshops'), row: 'lg' },
  { to: '/schedule', label: t('schedule.navSchedule'), row: 'lg' },
  { to: '/presenters', label: t('common.navPresenters'), row: 'lg' },
  { to: '/faq', label: t('common.navFaq'), row: 'xl' },
  { to: '/staff', label: t('common.navStaff'), row: 'xl' },
  { to: '/contest', label: t('common.navContest'), row: 'lg' },
];

export const profileNavItems = (): NavItem[] => [
  { to: '/profile/edit', label: t('profile.menuEdit') },
  { to: '/profile/password', label: t('profile.menuPassword') },
  { to: '/profile/workshops', label: t('profile.menuWorkshops') },
  { to: '/profile/agenda', label: t('schedule.menuAgenda') },
  { to: '/profile/cart', label: t('profile.menuCart') },
  { to: '/profile/billing', label: t('profile.menuBilling') },
  { to: '/profile/certificates', label: t('profile.menuCertificates') },
  { to: '/profile/proposals', label: t('profile.menuProposals') },
  { to: '/profile/speaker', label: t('profile.menuSpeaker') },
  { to: '/profile/feedback', label: t('profile.menuFeedback') },
];

/**
 * The staff areas a role opens: an admin the console and the door, a door account only the door, a
 * reviewer the console's review screens.
 * A visitor sees neither (the server refuses them anyway).
 */
export const roleNavItems = (role: UserRole | null | undefined): NavItem[] => [
  ...(role === 'admin' ? [{ to: '/admin', label: t('common.navAdmin') }] : []),
  ...(role === 'reviewer' ? [{ to: '/admin/review', label: t('common.navReview') }] : []),
  ...(role === 'admin' || role === 'door' ? [{ to: '/door', label: t('common.navDoor') }] : []),
];
