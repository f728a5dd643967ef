import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { useRoleAnswer } from '@/shared/store/role';
import { NotFound } from '@/shared/ui/StatusPage';
import { RequireRole } from './routes/RequireRole';
import { lazyPage } from './lazy-page';

const Dashboard = lazyPage(() => import('@/features/admin/pages/DashboardPage'));

/** /admin itself: the dashboard for organisers; a reviewer, who may open only the review, is taken there. */
function ConsoleHome() {
  const { role } = useRoleAnswer();
  return role === 'reviewer' ? <Navigate to="review" replace /> : <RequireRole roles={['admin']} />;
}

/**
 * The organiser console's pages, below /admin (router.tsx hands this chunk everything there, once
 * RequireAuth and RequireRole have let the visitor in). A table of its own, fetched with the console,
 * so that each page the console gains adds nothing to the JavaScript a visitor's first screen waits for.
 */
export const consoleRoutes: RouteObject[] = [
  {
    element: lazyPage(() => import('@/features/admin/pages/AdminLayout')),
    children: [
      { path: 'review', element: lazyPage(() => import('@/features/admin/pages/ReviewListPage')) },
      { path: 'review/:id', element: lazyPage(() => import('@/features/admin/pages/ReviewPage')) },
      { element: <ConsoleHome />, children: [{ index: true, element: Dashboard }] },
      {
        element: <RequireRole roles={['admin']} />,
        children: [
          { path: 'proposals', element: lazyPage(() => import('@/features/admin/pages/RankingPage')) },
          { path: 'cfp', element: lazyPage(() => import('@/features/admin/pages/CfpSettingsPage')) },
          { path: 'presentations', element: lazyPage(() => import('@/features/admin/pages/PresentationsPage')) },
          { path: 'presentations/new', element: lazyPage(() => import('@/features/admin/pages/PresentationEditPage')) },
          { path: 'presentations/:id', element: lazyPage(() => import('@/features/admin/pages/PresentationEditPage')) },
          { path: 'presentations/:id/attendees', element: lazyPage(() => import('@/features/admin/pages/AttendeesPage')) },
          { path: 'schedule', element: lazyPage(() => import('@/features/admin/pages/SchedulePage')) },
          { path: 'presenters', element: lazyPage(() => import('@/features/admin/pages/PresentersPage')) },
          { path: 'tags', element: lazyPage(() => import('@/features/admin/pages/TagsPage')) },
          { path: 'coupons', element: lazyPage(() => import('@/features/admin/pages/CouponsPage')) },
          { path: 'accessories', element: lazyPage(() => import('@/features/admin/pages/AccessoriesPage')) },
          { path: 'faq', element: lazyPage(() => import('@/features/admin/pages/FaqPage')) },
          { path: 'staff', element: lazyPage(() => import('@/features/admin/pages/StaffPage')) },
          { path: 'settings', element: lazyPage(() => import('@/features/admin/pages/SettingsPage')) },
          { path: 'editions', element: lazyPage(() => import('@/features/admin/pages/EditionsPage')) },
          { path: 'users', element: lazyPage(() => import('@/features/admin/pages/UsersPage')) },
          { path: 'payments', element: lazyPage(() => import('@/features/admin/pages/PaymentsPage')) },
          { path: 'payments/:id', element: lazyPage(() => import('@/features/admin/pages/PaymentPage')) },
          { path: 'refunds', element: lazyPage(() => import('@/features/admin/pages/RefundsPage')) },
          { path: 'invoices', element: lazyPage(() => import('@/features/admin/pages/InvoicesPage')) },
          { path: 'audit', element: lazyPage(() => import('@/features/admin/pages/AuditPage')) },
          { path: 'certificates', element: lazyPage(() => import('@/features/admin/pages/CertificatesPage')) },
          { path: 'complimentary', element: lazyPage(() => import('@/features/admin/pages/ComplimentaryPage')) },
          { path: 'messages', element: lazyPage(() => import('@/features/admin/pages/MessagesPage')) },
          { path: 'feedback', element: lazyPage(() => import('@/features/admin/pages/FeedbackPage')) },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

/** The console's page for the address below /admin. */
export default function ConsoleRoutes() {
  return useRoutes(consoleRoutes);
}
