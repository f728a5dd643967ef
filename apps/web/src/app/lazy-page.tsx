import { lazy, Suspense, type ComponentType } from 'react';
import { FullScreenSpinner } from '@/shared/ui/Spinner';

/** docs/product.md#lazy-pages: every page is loaded on demand, behind a full-screen spinner. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Page />
    </Suspense>
  );
}
