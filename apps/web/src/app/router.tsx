import type { ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import type { ArchiveParts } from '@/shared/edition';
import { ComingSoon } from '@/shared/ui/ComingSoon';
import { NotFound } from '@/shared/ui/StatusPage';
import { MainLayout } from './layouts/MainLayout';
import { ProfileLayout } from './layouts/ProfileLayout';
import { RouteError, RouteErrorBoundary } from './layouts/RouteError';
import { RequireAuth } from './routes/RequireAuth';
import { RequireRole } from './routes/RequireRole';
import { lazyPage } from './lazy-page';
import { rememberedDoorRole } from '@/features/door/door-storage';

/**
 * Every page of the app. Declarative routing (`<BrowserRouter>` in main.tsx + `useRoutes`) rather
 * than createBrowserRouter: the app uses no loaders or actions, and react-router's data layer
 * added 17 KB gzipped to the JavaScript the home page waits for (measured on the build). So there
 * is no errorElement (RouteErrorBoundary below does its work) and no <ScrollRestoration>
 * (layouts/ScrollReset.tsx), and code outside React navigates through navigation.tsx.
 */
/** A page of an archived edition: the programme's page, handed the archive's parts (shared/archive.ts) once both are loaded. */
const withArchive = (page: Promise<{ default: ComponentType<{ archive?: ArchiveParts }> }>) =>
  Promise.all([import('@/shared/archive'), page]).then(([{ archiveParts }, { default: Page }]) => ({ default: () => <Page archive={archiveParts} /> }));

/** The console's route table and pages (console-routes.tsx), one lazy element for /admin and below. */
const consolePages = lazyPage(() => import('./console-routes'));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <MainLayout />,
    children: [
      { index: true, element: lazyPage(() => import('@/features/home/pages/HomePage')) },
      { path: 'login', element: lazyPage(() => import('@/features/auth/pages/LoginPage')) },
      { path: 'signup', element: lazyPage(() => import('@/features/auth/pages/SignupPage')) },
      { path: 'forgot-password', element: lazyPage(() => import('@/features/auth/pages/ForgotPasswordPage')) },
      { path: 'workshops', element: lazyPage(() => import('@/features/presentations/pages/WorkshopsPage')) },
      { path: 'workshop/:id', element: lazyPage(() => import('./routes/WorkshopRoute')) },
      { path: 'schedule', element: lazyPage(() => import('@/features/presentations/pages/SchedulePage')) },
      { path: 'presenters', element: lazyPage(() => import('@/features/presentations/pages/PresentersPage')) },
      { path: 'faq', element: lazyPage(() => import('@/features/faq/pages/FaqPage')) },
      { path: 'staff', element: lazyPage(() => import('@/features/staff/pages/StaffPage')) },
      // Past editions, read-only: the same programme pages, given the edition by the address
      // (shared/edition.ts), with the archive's strings loaded beside them (never in the app's chunk).
      { path: 'archive', element: lazyPage(() => import('@/features/presentations/pages/ArchivePage')) },
      { path: 'archive/:slug', element: lazyPage(() => withArchive(import('@/features/presentations/pages/WorkshopsPage'))) },
      { path: 'archive/:slug/workshop/:id', element: lazyPage(() => withArchive(import('@/features/presentations/pages/WorkshopPage'))) },
      { path: 'archive/:slug/presenters', element: lazyPage(() => withArchive(import('@/features/presentations/pages/PresentersPage'))) },
      { path: 'archive/:slug/staff', element: lazyPage(() => withArchive(import('@/features/staff/pages/StaffPage'))) },
      { path: 'contest', element: lazyPage(() => import('@/features/contest/pages/ContestPage')) },
      { path: 'payment/perhaps', element: lazyPage(() => import('@/features/payments/pages/PaymentStatusPage')) },
      // The public check of a certificate (its QR code's address): no login, drawn in the browser.
      { path: 'certificates/:code', element: lazyPage(() => import('@/features/certificates/pages/CertificateCheckPage')) },
      {
        path: 'profile',
        children: [
          // docs/product.md#routes lists "login and signup (relative routes) render a coming-soon page" without saying
          // relative to what. We read it as the profile area's own login/signup children
          // (/profile/login, /profile/signup): they show ComingSoon, while the real forms live at
          // /login and /signup. They need no session, so they sit outside RequireAuth.
          { path: 'login', element: <ComingSoon /> },
          { path: 'signup', element: <ComingSoon /> },
          {
            element: <RequireAuth />,
            children: [
              {
                element: <ProfileLayout />,
                children: [
                  { index: true, element: <Navigate to="edit" replace /> },
                  { path: 'edit', element: lazyPage(() => import('@/features/profile/pages/ProfileEditPage')) },
                  { path: 'password', element: lazyPage(() => import('@/features/profile/pages/ChangePasswordPage')) },
                  { path: 'workshops', element: lazyPage(() => import('@/features/profile/pages/MyWorkshopsPage')) },
                  { path: 'tickets', element: lazyPage(() => import('@/features/profile/pages/TicketsPage')) },
                  { path: 'billing', element: lazyPage(() => import('@/features/payments/pages/BillingPage')) },
                  { path: 'certificates', element: lazyPage(() => import('@/features/profile/pages/CertificatesPage')) },
                  { path: 'agenda', element: lazyPage(() => import('./routes/AgendaRoute')) },
                  { path: 'proposals', element: lazyPage(() => import('@/features/proposals/pages/MyProposalsPage')) },
                  { path: 'speaker', element: lazyPage(() => import('@/features/proposals/pages/SpeakerProfilePage')) },
                  { path: 'feedback', element: lazyPage(() => import('@/features/proposals/pages/SpeakerFeedbackPage')) },
                  {
                    path: 'cart',
                    element: lazyPage(() => import('@/features/cart/pages/CartLayout')),
                    children: [
                      { index: true, element: <Navigate to="list" replace /> },
                      { path: 'list', element: lazyPage(() => import('@/features/cart/pages/CartListPage')) },
                      { path: 'checkout', element: lazyPage(() => import('@/features/cart/pages/CartCheckoutPage')) },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        // The call for proposals' form: a page of its own (not in the profile's menu), for signed-in speakers.
        element: <RequireAuth />,
        children: [
          { path: 'proposals/new', element: lazyPage(() => import('@/features/proposals/pages/ProposalFormPage')) },
          { path: 'proposals/:id/edit', element: lazyPage(() => import('@/features/proposals/pages/ProposalFormPage')) },
        ],
      },
      // A speaker's one-tap answer to an acceptance, from an SMS: no login, the link is the proof.
      { path: 'proposals/confirm/:token', element: lazyPage(() => import('@/features/proposals/pages/ConfirmDecisionPage')) },
      {
        path: 'door',
        element: <RequireAuth />,
        children: [
          {
            // Reloaded offline (or after the phone restarted), the door opens for the volunteer who used it here.
            element: <RequireRole roles={['door', 'admin']} offlineRole={rememberedDoorRole} />,
            children: [{ index: true, element: lazyPage(() => import('@/features/door/pages/DoorPage')) }],
          },
        ],
      },
      {
        // The organiser console: its route table and pages are their own chunks (console-routes.tsx),
        // fetched only by someone opening it, so its growth never reaches the visitor's first screen.
        path: 'admin',
        element: <RequireAuth />,
        children: [
          {
            // Reviewers reach the review's screens only; every other page of the console is the organisers'.
            element: <RequireRole roles={['admin', 'reviewer']} />,
            // The console's own table draws /admin itself (its dashboard) and everything below it.
            children: [
              { index: true, element: consolePages },
              { path: '*', element: consolePages },
            ],
          },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The page for the current address; a page that throws shows RouteError until the next navigation. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary fallback={<RouteError />} resetKey={pathname}>
      {page}
    </RouteErrorBoundary>
  );
}
