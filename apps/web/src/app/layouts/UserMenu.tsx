import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { t } from '@/shared/i18n';
import { persianMark, untranslated } from '@/shared/i18n/content';
import { ChevronDownIcon, LogoutIcon, UserIcon } from './icons';
import { profileNavItems, type NavItem } from './nav-items';

interface UserMenuProps {
  displayName: string;
  avatar: string | null;
  onLogout: () => void;
  /** The staff areas the user's role opens (the console, the door), above the profile pages. */
  staffItems?: NavItem[];
}

/** The signed-in visitor's name, opening a menu of the profile pages and logout. */
export function UserMenu({ displayName, avatar, onLogout, staffItems = [] }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="flex h-11 items-center gap-2 whitespace-nowrap rounded-xl bg-white/10 pe-3 ps-1.5 text-sm font-semibold text-white ring-1 ring-white/15 transition hover:bg-white/15"
      >
        <Avatar src={avatar} />
        {/* A long name ends in an ellipsis (at the end of its own script: dir="auto", a Persian name on the
            English site loses its end, not its start); the whole name is the title and the accessible name. */}
        {/* The person's own name, as they typed it (often Persian): marked as such on the English site. */}
        <span dir="auto" className="max-w-32 truncate" title={displayName || undefined} {...persianMark(untranslated(displayName))}>
          {displayName || t('common.account')}
        </span>
        <ChevronDownIcon className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute end-0 top-full z-40 mt-2 w-56 animate-fade-in overflow-hidden rounded-2xl bg-white py-2 text-navy-900 shadow-xl ring-1 ring-navy-100"
        >
          <nav aria-label={t('profile.profileNavigation')}>
            <ul>
              {staffItems.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} onClick={() => setOpen(false)} className="block px-4 py-2.5 text-sm font-semibold text-navy-900 hover:bg-navy-50">
                    {item.label}
                  </Link>
                </li>
              ))}
              {staffItems.length > 0 && <li role="separator" className="my-1 border-t border-navy-100" />}
              {profileNavItems().map((item) => (
                <li key={item.to}>
                  <Link to={item.to} onClick={() => setOpen(false)} className="block px-4 py-2.5 text-sm hover:bg-navy-50">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="my-1 border-t border-navy-100" />
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
            className="flex w-full items-center gap-2 px-4 py-2.5 text-start text-sm text-red-700 hover:bg-red-50"
          >
            <LogoutIcon />
            {t('common.logout')}
          </button>
        </div>
      )}
    </div>
  );
}

export function Avatar({ src, size = 'sm' }: { src: string | null; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-8' : 'size-11';
  return src ? (
    <img src={src} alt="" className={`${box} rounded-lg object-cover`} />
  ) : (
    <span className={`${box} grid place-items-center rounded-lg bg-accent-400 text-navy-950`}>
      <UserIcon className="size-5" />
    </span>
  );
}
