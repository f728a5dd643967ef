// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/preact';
import { renderToString } from 'react-dom/server';
import { toast } from '../toast';
import { Toasts } from './Toasts';

afterEach(cleanup);

/** The page, then the toasts, as the app draws them side by side (app/app-root.tsx). */
const Page = () => (
  <>
    <main>the page</main>
    <Toasts />
  </>
);

describe('the toasts container', () => {
  it('is drawn by the server as an empty box, so adopting the page finds it', () => {
    expect(renderToString(<Page />)).toBe('<main>the page</main><div class="toasts"></div>');
  });

  it('mounts inside that box: the page keeps its siblings, and what was last stays last', async () => {
    // A container added beside the page as its new last child had the browser compute the style of the
    // whole page again (a `:not(:last-child) > *` rule of toastify's), on every page, once idle.
    const { container } = render(<Page />);
    const before = [...container.children];
    toast.info('سلام');
    await waitFor(() => expect(container.querySelector('.toasts .Toastify')).not.toBeNull(), { timeout: 5_000 });
    expect([...container.children]).toEqual(before);
    expect(container.lastElementChild?.className).toBe('toasts');
  });
});
