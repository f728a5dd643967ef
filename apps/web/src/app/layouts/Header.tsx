import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';
import { persianMark, untranslated } from '@/shared/i18n/content';
import { ButtonLink } from '@/shared/ui/Button';
import { cx } from '@/shared/ui/cx';
import { HydrateLater } from '@/shared/ui/HydrateLater';
import { CartIcon, CloseIcon, LogoutIcon, MenuIcon } from './icons';
import { LocaleSwitch } from './LocaleSwitch';
import { Logo } from './Logo';
import { mainNavItems, profileNavItems, roleNavItems } from './nav-items';
import { useSession } from './session';
import { Avatar, UserMenu } from './UserMenu';

/**
 * The site's header, adopted in a task of its own (HydrateLater), before the page: the layout and the
 * router's first matching are one task, the header (the session, the menus, a dozen links) the next.
 */
export function Header() {
  return (
    <HydrateLater as="header" className="sticky top-0 z-30 print:hidden bg-navy-950 text-white shadow-lg shadow-navy-950/10">
      <HeaderBar />
    </HydrateLater>
  );
}

function HeaderBar() {
  const session = useSession();
  const location = useLocation();
  // The phone menu remembers the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? location.pathname : null);

  return (
    <>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:h-[4.5rem] sm:px-6">
        <Logo />

        <nav aria-label={t('common.mainNavigation')} className="ms-4 hidden lg:block xl:ms-6">
          <MainNavList
            inRow
            className="flex items-center gap-1"
            linkClass="whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition"
            idleClass="text-navy-100 hover:bg-white/5 hover:text-white"
          />
        </nav>

        <div className="ms-auto flex shrink-0 items-center gap-2">
          <LocaleSwitch />
          {session.isAuthenticated && <CartLink count={session.cartCount} />}
          <div className="hidden items-center gap-2 lg:flex">
            {session.isAuthenticated ? (
              <UserMenu
                displayName={session.displayName}
                avatar={session.avatar}
                staffItems={roleNavItems(session.role)}
                onLogout={() => void session.logout()}
              />
            ) : (
              <>
                <ButtonLink to="/login" variant="ghost" className="whitespace-nowrap text-white hover:bg-white/10">
                  {t('common.login')}
                </ButtonLink>
                <ButtonLink to="/signup" variant="accent" className="whitespace-nowrap">
                  {t('common.signup')}
                </ButtonLink>
              </>
            )}
          </div>
          <button
            type="button"
            // Below 1280 px some links have no room in the row (nav-items.ts): the menu holds them.
            className="grid size-11 place-items-center rounded-xl text-white ring-1 ring-white/15 hover:bg-white/10 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('common.closeMenu') : t('common.openMenu')}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>

      {menuOpen && (
        <div id="mobile-menu" className="animate-fade-in border-t border-white/10 xl:hidden">
          <nav aria-label={t('common.mainNavigation')} className="mx-auto max-w-6xl px-4 py-3">
            <MainNavList
              className="grid gap-1"
              linkClass="block rounded-xl px-4 py-3 text-base font-medium"
              idleClass="text-navy-100 hover:bg-white/5"
            />
          </nav>
          {/* From 1024 px the account has its own menu in the row. */}
          <div className="mx-auto max-w-6xl border-t border-white/10 px-4 py-4 lg:hidden">
            {session.isAuthenticated ? (
              <div className="grid gap-1">
                <div className="mb-2 flex min-w-0 items-center gap-3 px-2">
                  <Avatar src={session.avatar} size="md" />
                  <span className="min-w-0 break-words font-semibold" {...persianMark(untranslated(session.displayName))}>
                    {session.displayName}
                  </span>
                </div>
                {roleNavItems(session.role).map((item) => (
                  <Link key={item.to} to={item.to} className="rounded-xl px-4 py-2.5 font-semibold text-accent-300 hover:bg-white/5">
                    {item.label}
                  </Link>
                ))}
                {profileNavItems().map((item) => (
                  <Link key={item.to} to={item.to} className="rounded-xl px-4 py-2.5 text-navy-100 hover:bg-white/5">
                    {item.label}
                  </Link>
                ))}
                <button
                  type="button"
                  onClick={() => void session.logout()}
                  className="flex items-center gap-2 rounded-xl px-4 py-2.5 text-start text-red-300 hover:bg-white/5"
                >
                  <LogoutIcon />
                  {t('common.logout')}
                </button>
              </div>
            ) : (
              <div className="grid grid-cols-2 gap-3">
                <ButtonLink to="/login" variant="secondary" block>
                  {t('common.login')}
                </ButtonLink>
                <ButtonLink to="/signup" variant="accent" block>
                  {t('common.signup')}
                </ButtonLink>
              </div>
            )}
          </div>
        </div>
      )}
    </>
  );
}

function CartLink({ count }: { count: number }) {
  return (
    <Link
      to="/profile/cart/list"
      aria-label={t('common.cartWithCount', { count: formatNumber(count) })}
      className="relative grid size-11 place-items-center rounded-xl text-white ring-1 ring-white/15 transition hover:bg-white/10"
    >
      <CartIcon />
      {count > 0 && (
        <span
          data-testid="cart-count"
          className="absolute -end-1.5 -top-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent-400 px-1 text-xs font-bold text-navy-950 ring-2 ring-navy-950"
        >
          {formatNumber(count)}
        </span>
      )}
    </Link>
  );
}

/** Where a link of the header's row shows: CSS only, so the server's page and the browser's agree. */
const rowClass = { lg: 'hidden lg:block', xl: 'hidden xl:block' } as const;

/**
 * The main navigation links, laid out by the caller: the header's row (`inRow`: each link from the
 * width it has room at, nav-items.ts), or every link in a column in the menu.
 */
function MainNavList({ className, linkClass, idleClass, inRow = false }: { className: string; linkClass: string; idleClass: string; inRow?: boolean }) {
  return (
    <ul className={className}>
      {mainNavItems().map((item) => (
        <li key={item.to} className={inRow ? (item.row ? rowClass[item.row] : 'hidden') : undefined}>
          <NavLink to={item.to} end={item.end} className={({ isActive }) => cx(linkClass, isActive ? 'bg-white/10 text-accent-300' : idleClass)}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
