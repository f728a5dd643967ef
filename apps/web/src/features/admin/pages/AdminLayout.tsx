import { NavLink, Outlet } from 'react-router';
import { t, type MessageKey } from '@/shared/i18n';
import { useRoleAnswer } from '@/shared/store/role';
import { cx } from '@/shared/ui/cx';
import '../messages';
import '../review-strings';
import '@/shared/feedback-strings';

/** The console's pages, in the order an organiser needs them. */
const sections: Array<{ to: string; label: MessageKey; end?: boolean }> = [
  { to: '/admin', label: 'admin.navDashboard', end: true },
  { to: '/admin/presentations', label: 'admin.navPresentations' },
  { to: '/admin/schedule', label: 'admin.navSchedule' },
  { to: '/admin/proposals', label: 'review.navRanking' },
  { to: '/admin/review', label: 'review.navReview' },
  { to: '/admin/cfp', label: 'review.navCfp' },
  { to: '/admin/payments', label: 'admin.navPayments' },
  { to: '/admin/complimentary', label: 'admin.navComplimentary' },
  { to: '/admin/refunds', label: 'admin.navRefunds' },
  { to: '/admin/invoices', label: 'admin.navInvoices' },
  { to: '/admin/certificates', label: 'admin.navCertificates' },
  { to: '/admin/messages', label: 'admin.navMessages' },
  { to: '/admin/feedback', label: 'feedback.consoleNav' },
  { to: '/admin/coupons', label: 'admin.navCoupons' },
  { to: '/admin/users', label: 'admin.navUsers' },
  { to: '/admin/presenters', label: 'admin.navPresenters' },
  { to: '/admin/tags', label: 'admin.navTags' },
  { to: '/admin/accessories', label: 'admin.navAccessories' },
  { to: '/admin/faq', label: 'admin.navFaq' },
  { to: '/admin/staff', label: 'admin.navStaff' },
  { to: '/admin/settings', label: 'admin.navSettings' },
  { to: '/admin/editions', label: 'admin.navEditions' },
  { to: '/admin/audit', label: 'admin.navAudit' },
];

/** What a reviewer reaches of the console (the router refuses them the rest). */
const reviewerSections = new Set(['/admin/review']);

/** The organiser console's frame: its sections beside (on a phone, above) the page; a reviewer's only the review. */
export default function AdminLayout() {
  const { role } = useRoleAnswer();
  const shown = role === 'admin' ? sections : sections.filter((section) => reviewerSections.has(section.to));
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:py-10">
      <nav aria-label={t('admin.consoleNavigation')} className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <p className="mb-3 hidden text-xs font-bold tracking-wide text-navy-500 lg:block">{t('admin.consoleTitle')}</p>
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:grid lg:gap-1 lg:overflow-visible lg:px-0">
          {shown.map((section) => (
            <li key={section.to} className="shrink-0">
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  cx(
                    'block rounded-xl px-4 py-2 text-sm font-medium whitespace-nowrap transition',
                    isActive ? 'bg-navy-900 text-white' : 'bg-white text-navy-700 ring-1 ring-navy-100 hover:bg-navy-50 lg:bg-transparent lg:ring-0',
                  )
                }
              >
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
