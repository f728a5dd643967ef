// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { renderAsBrowser, renderAsServer } from '@/shared/hydration';
import { chooseListView, useListView } from './use-list-view';

function Shown() {
  return <output data-testid="view">{useListView()}</output>;
}
const shown = () => screen.getByTestId('view').textContent;

/** A screen of `width` px for the hook's media query. */
function screenOf(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: width >= Number(/(\d+)px/.exec(query)?.[1] ?? 0), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the programme list view', () => {
  it('is compact on a phone and cards on a desktop, without a choice', () => {
    screenOf(390);
    render(<Shown />);
    expect(shown()).toBe('compact');
    cleanup();
    screenOf(1280);
    render(<Shown />);
    expect(shown()).toBe('cards');
  });

  it("reads the server's guess while hydrating, the stored choice only after: no mismatch with the server's page", () => {
    screenOf(390);
    localStorage.setItem('fest.programme-view', 'cards');
    renderAsServer({ wide: false });
    render(<Shown />);
    expect(shown()).toBe('compact');
    act(() => renderAsBrowser());
    expect(shown()).toBe('cards');
  });

  it('remembers the choice in this browser', () => {
    screenOf(390);
    render(<Shown />);
    act(() => chooseListView('cards'));
    expect(shown()).toBe('cards');
    expect(localStorage.getItem('fest.programme-view')).toBe('cards');
  });
});
