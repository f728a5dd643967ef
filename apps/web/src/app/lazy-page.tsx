import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/shared/ui/Spinner';

type PageModule = { default: ComponentType };

/** A page's code: fetched on demand by React.lazy, or ahead with `preload`. */
interface PageCode {
  preload: () => Promise<unknown>;
  /** The page's component once its code is here. */
  loaded: () => ComponentType | null;
  Lazy: ComponentType;
}

/**
 * The page, drawn at once when its code was preloaded, else through React.lazy (the Suspense above
 * shows the spinner meanwhile). Drawing a preloaded page without suspending lets the server render
 * in one pass, and lets hydration adopt the server's page instead of replacing it by a spinner.
 */
function LazyPage({ code }: { code: PageCode }) {
  // Either component is fixed per route (the downloaded module's, or the one lazy()), none is made here.
  return createElement(code.loaded() ?? code.Lazy);
}

/** docs/product.md#lazy-pages: every page is loaded on demand, behind a full-screen spinner. */
export function lazyPage(load: () => Promise<PageModule>) {
  let pending: Promise<PageModule> | null = null;
  let loaded: ComponentType | null = null;
  const fetchCode = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null; // a failed download (no network) is tried again next time
        throw error;
      },
    ));
  const code: PageCode = { preload: fetchCode, loaded: () => loaded, Lazy: lazy(fetchCode) };
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <LazyPage code={code} />
    </Suspense>
  );
}

/** Fetches the code of every lazy page the address renders (layouts included), before drawing it. */
export async function preloadPages(routes: RouteObject[], pathname: string): Promise<void> {
  const codes = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const element = route.element as { props?: { children?: { props?: { code?: PageCode } } } } | null | undefined;
    const code = element?.props?.children?.props?.code;
    return code ? [code.preload()] : [];
  });
  await Promise.all(codes);
}
