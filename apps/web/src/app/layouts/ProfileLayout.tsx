import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { t } from '@/shared/i18n';
import { cx } from '@/shared/ui/cx';
import { profileNavItems } from './nav-items';

/** The profile pages: a side menu on wide screens, a tab bar on phones that scrolls sideways in one row. */
export function ProfileLayout() {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the tab bar is one scrolling row: the current page's tab is brought into it.
  useEffect(() => {
    list.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
      <aside className="mb-6 lg:mb-0 print:hidden">
        <nav
          aria-label={t('profile.profileNavigation')}
          className="lg:sticky lg:top-24 lg:overflow-visible lg:rounded-[var(--radius-card)] lg:bg-white lg:p-3 lg:shadow-[var(--shadow-card)] lg:ring-1 lg:ring-navy-100"
        >
          <p className="mb-2 hidden px-3 pt-2 text-xs font-bold text-navy-400 lg:block">{t('profile.menuTitle')}</p>
          <ul
            ref={list}
            className="-mx-4 flex scroll-px-4 gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0 lg:gap-1"
          >
            {profileNavItems().map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cx(
                      'block whitespace-nowrap rounded-xl px-3.5 py-2 text-sm font-medium transition lg:px-4 lg:py-2.5',
                      isActive
                        ? 'bg-navy-900 text-white shadow-sm lg:bg-accent-100 lg:text-navy-950 lg:shadow-none lg:ring-1 lg:ring-accent-300'
                        : 'bg-white text-navy-700 ring-1 ring-navy-100 hover:bg-navy-50 lg:bg-transparent lg:ring-0',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
