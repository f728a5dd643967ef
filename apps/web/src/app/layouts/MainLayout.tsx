import { Outlet } from 'react-router';
import { t } from '@/shared/i18n';
import { HydrateLater } from '@/shared/ui/HydrateLater';
import { OfflineNote } from '@/shared/ui/OfflineNote';
import { useMergeLocalStars } from '../use-merge-stars';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteMeta } from './RouteMeta';
import { ScrollReset } from './ScrollReset';

/** docs/product.md#pages-and-layout: every page sits inside this layout. */
export function MainLayout() {
  useMergeLocalStars();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent-400 px-4 py-2 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('common.skipToContent')}
      </a>
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and does not jump when a lazy page replaces its spinner (CLS). */}
      {/* Adopted after the header, in a task of its own (shared/ui/HydrateLater.tsx). */}
      <HydrateLater as="main" id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <OfflineNote />
        <Outlet />
      </HydrateLater>
      <Footer />
      <ScrollReset />
      <RouteMeta />
    </div>
  );
}
