import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { renderToString } from 'preact-render-to-string';
import { upsertPublicEntries, type PublicEntry } from '@/shared/api/public-queries';
import { api } from '@/shared/api/base-api';
import { renderAsServer } from '@/shared/hydration';
import { setLoadedLocale, setLocale, t, type Locale } from '@/shared/i18n';
import { collectPageMeta, pageTitle, type PageMeta } from '@/shared/page-meta';
import { festivalNameOf } from '@/shared/festival-facts';
import type { Festival } from '@fest/contract';
import { anonymousSession } from '@/shared/store/session';
import { App } from './app-root';
import { preloadPages } from './lazy-page';
import { routes } from './router';
import { pageQueries, PAGE_STATE_ID, type PageState } from './server-pages';
import { makeStore } from './store';

/**
 * The server's renderer of the public pages, built by `vite build --ssr` into dist/.ssr/ with the
 * same aliases as the browser's build (Preact through preact/compat, decision 004), so the markup is
 * what the browser's hydration expects. The API server loads it (apps/api/src/plugins/server-pages.ts)
 * and hands it the answers from its catalogue; it asks nothing itself.
 */
export { pageQueries, PAGE_STATE_ID };
export type { PageState };

export interface RenderRequest {
  path: string;
  language: Locale;
  /** Draw the wide layout (a desktop) or the phone's. */
  wide: boolean;
  /** The site's public address, for absolute Open Graph URLs. */
  origin: string;
  entries: PublicEntry[];
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  state: PageState;
  head: { title: string; description: string; siteName: string; og: { title: string; description: string; type: string; image?: string; url?: string; locale: string } };
}

// Both languages' strings at hand, so that a render never waits between choosing one and drawing.
const ready = setLocale('en').then(() => setLoadedLocale('fa'));

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  await ready;
  await preloadPages(routes, request.path);
  const store = makeStore({ session: anonymousSession });
  store.dispatch(upsertPublicEntries(request.entries));
  const metas: PageMeta[] = [];
  // From here to the end of renderToString nothing awaits: no other render can change the language
  // or the hints in between.
  setLoadedLocale(request.language);
  renderAsServer({ wide: request.wide });
  collectPageMeta(request.origin, (meta) => metas.push(meta), request.path);
  let html: string;
  try {
    const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={request.path}>{children}</StaticRouter>;
    html = renderToString(<App store={store} Router={Router} />);
  } finally {
    collectPageMeta('', null);
    // Drops the entries' removal timers, which would otherwise keep this store alive for a minute.
    store.dispatch(api.util.resetApiState());
  }
  const meta = metas.filter((m) => m.title !== undefined || m.description !== undefined).at(-1) ?? {};
  // The current edition's facts, which every public page is drawn with (the footer shows them).
  const facts = request.entries.find((e) => e.endpointName === 'getFestival' && e.arg === undefined)?.value as Festival | undefined;
  const festival = festivalNameOf(facts);
  const description = meta.description ?? t('programme.homeMetaDescription');
  return {
    html,
    state: { path: request.path, language: request.language, wide: request.wide, entries: request.entries },
    head: {
      title: pageTitle(meta.title, festival),
      description,
      siteName: festival,
      og: {
        title: meta.og?.title ?? meta.title ?? festival,
        description: meta.og?.description ?? description,
        type: meta.og?.type ?? 'website',
        image: meta.og?.image,
        url: meta.og?.url ?? new URL(request.path, request.origin).toString(),
        locale: request.language === 'en' ? 'en_GB' : 'fa_IR',
      },
    },
  };
}
