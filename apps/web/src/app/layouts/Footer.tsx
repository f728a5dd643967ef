import { Link } from 'react-router';
import { useGetFestivalQuery } from '@/shared/api/festival';
import { selectIsAuthenticated } from '@/shared/store/session';
import { t } from '@/shared/i18n';
import { FestivalFacts } from '@/shared/ui/FestivalFacts';
import { festivalNameOf } from '@/shared/festival-facts';
import { Penguin } from '@/shared/ui/Illustration';
import { useAppSelector } from '@/shared/store/hooks';
import { mainNavItems, profileNavItems, type NavItem } from './nav-items';
import { HydrateLater } from '@/shared/ui/HydrateLater';

export function Footer() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const { data: facts } = useGetFestivalQuery();
  const accountLinks: NavItem[] = isAuthenticated
    ? profileNavItems()
    : [
        { to: '/login', label: t('common.login') },
        { to: '/signup', label: t('common.signup') },
      ];
  return (
    <HydrateLater as="footer" className="mt-auto print:hidden bg-navy-950 text-navy-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="flex items-start gap-4">
          <Penguin className="h-16 w-auto shrink-0" />
          <div>
            <p className="text-lg font-extrabold text-white">{festivalNameOf(facts)}</p>
            <p className="mt-2 max-w-sm text-sm leading-7">{t('common.footerAbout')}</p>
            <FestivalFacts facts={facts} tone="dark" className="mt-6 max-w-sm" />
          </div>
        </div>
        <nav aria-label={t('common.footerLinks')}>
          <h2 className="mb-3 text-sm font-bold text-accent-300">{t('common.footerLinks')}</h2>
          <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-1">
            {[...mainNavItems(), { to: '/archive', label: t('common.navArchive') }].map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="hover:text-white">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('common.footerAccount')}>
          <h2 className="mb-3 text-sm font-bold text-accent-300">{t('common.footerAccount')}</h2>
          <ul className="grid gap-2 text-sm">
            {accountLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="hover:text-white">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10 py-5 text-center text-xs text-navy-400">{t('common.footerRights')}</div>
    </HydrateLater>
  );
}
