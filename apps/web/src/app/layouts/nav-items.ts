import type { UserRole } from '@fest/contract';
import { t } from '@/shared/i18n';

export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

export const mainNavItems = (): NavItem[] => [
  { to: '/', label: t('common.navHome'), end: true },
  { to: '/workshops', label: t('common.navWorkshops') },
  { to: '/schedule', label: t('schedule.navSchedule') },
  { to: '/presenters', label: t('common.navPresenters') },
  { to: '/faq', label: t('common.navFaq') },
  { to: '/staff', label: t('common.navStaff') },
  { to: '/contest', label: t('common.navContest') },
];

export const profileNavItems = (): NavItem[] => [
  { to: '/profile/edit', label: t('profile.menuEdit') },
  { to: '/profile/password', label: t('profile.menuPassword') },
  { to: '/profile/workshops', label: t('profile.menuWorkshops') },
  { to: '/profile/agenda', label: t('schedule.menuAgenda') },
  { to: '/profile/cart', label: t('profile.menuCart') },
  { to: '/profile/billing', label: t('profile.menuBilling') },
];

/**
 * The staff areas a role opens: an admin the console and the door, a door account only the door.
 * A visitor sees neither (the server refuses them anyway).
 */
export const roleNavItems = (role: UserRole | null | undefined): NavItem[] => [
  ...(role === 'admin' ? [{ to: '/admin', label: t('common.navAdmin') }] : []),
  ...(role === 'admin' || role === 'door' ? [{ to: '/door', label: t('common.navDoor') }] : []),
];
