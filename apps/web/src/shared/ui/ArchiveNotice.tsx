import { Link, NavLink } from 'react-router';
import { editionPath, useEditionName } from '../edition';
import { t } from '../i18n';
import { cx } from './cx';
import { ArrowIcon } from './icons';

/**
 * The band on every page of an archived edition (/archive/{slug}/...): which edition this is, that
 * its registration is closed, the way back to this year's programme, and the edition's own pages.
 */
export function ArchiveNotice({ edition }: { edition: string }) {
  const name = useEditionName(edition);
  const tabs = [
    { to: editionPath(edition, '/'), label: t('common.navWorkshops'), end: true },
    { to: editionPath(edition, '/presenters'), label: t('common.navPresenters') },
    { to: editionPath(edition, '/staff'), label: t('common.navStaff') },
  ];
  return (
    <div className="mx-auto mb-6 max-w-6xl px-4 sm:px-6">
      <div role="note" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-950 ring-1 ring-amber-200">
        <p className="font-semibold">{t('archive.notice', { name })}</p>
        <Link to="/" className="inline-flex items-center gap-1.5 font-bold text-navy-800 underline underline-offset-4 hover:text-navy-950">
          {t('archive.toCurrent')}
          <ArrowIcon />
        </Link>
      </div>
      <nav aria-label={t('archive.tabs')} className="mt-4">
        <ul className="flex flex-wrap gap-2 text-sm">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  cx('inline-flex min-h-10 items-center rounded-full px-4 font-semibold ring-1', isActive ? 'bg-navy-900 text-white ring-navy-900' : 'bg-white text-navy-800 ring-navy-200 hover:bg-navy-50')
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
