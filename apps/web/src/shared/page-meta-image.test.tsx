// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/preact';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { setLocale } from '@/shared/i18n';
import { anonymousSession } from '@/shared/store/session';
import { previewImageUrl, usePageMeta } from './page-meta';

/**
 * The page's link preview image in the browser: the PNG the server draws for its address (the
 * contract's previewImagePath), with its size and type, for Open Graph and Twitter alike; never a poster.
 */
const server = serveDuringFile();
afterEach(async () => {
  await setLocale('fa');
  window.history.replaceState(null, '', '/');
});

function Page() {
  usePageMeta({ title: 'کارگاه', description: 'درباره', og: { title: 'کارگاه', description: 'درباره', type: 'article' } });
  return null;
}

const meta = (key: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[property="${key}"], meta[name="${key}"]`)?.content;

describe("a page's preview image", () => {
  it('names the PNG of its address, in the language shown', async () => {
    server.answer('GET /api/festival/', { status: 200, body: {} });
    window.history.replaceState(null, '', '/workshop/12');
    render(
      <Provider store={makeStore({ session: anonymousSession })}>
        <Page />
      </Provider>,
    );
    expect(meta('og:image')).toBe(`${window.location.origin}/og/presentation/12.png`);
    expect([meta('og:image:type'), meta('og:image:width'), meta('og:image:height')]).toEqual(['image/png', '1200', '630']);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(meta('og:image'));

    await setLocale('en');
    expect(previewImageUrl('/contest', 'https://fest.example')).toBe('https://fest.example/og/contest.png?lang=en');
  });
});
