// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { renderToString } from 'react-dom/server';
import { chooseLocale } from '../i18n/locale-choice';
import { AUTO_CLOSE_MS, currentToasts, dismissToast, toast } from '../toast';
import { Toasts } from './Toasts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  currentToasts().forEach((t) => dismissToast(t.id));
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'اعلان‌ها' });
const shownTexts = () => within(region()).queryAllByText(/^پیام/).map((el) => el.textContent);

describe('the toasts', () => {
  it('live in a polite live region that the server already draws, empty', () => {
    // A screen reader announces what is added to a live region only if the region was there before.
    const html = renderToString(<Toasts />);
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain('پیام');
    render(<Toasts />);
    expect(region().getAttribute('aria-live')).toBe('polite');
  });

  it('show what was asked, an error as an alert', () => {
    render(<Toasts />);
    act(() => {
      toast.success('پیام ۱');
      toast.error('پیام ۲');
    });
    expect(shownTexts()).toEqual(['پیام ۱', 'پیام ۲']);
    expect(within(region()).getByRole('alert').textContent).toContain('پیام ۲');
  });

  it('show at most five at once: a sixth pushes the oldest out', () => {
    render(<Toasts />);
    act(() => {
      for (let i = 1; i <= 6; i++) toast.info(`پیام ${i}`);
    });
    expect(shownTexts()).toEqual(['پیام 2', 'پیام 3', 'پیام 4', 'پیام 5', 'پیام 6']);
  });

  it('close when clicked', () => {
    render(<Toasts />);
    act(() => {
      toast.success('پیام ۱');
      toast.success('پیام ۲');
    });
    fireEvent.click(screen.getByText('پیام ۱'));
    expect(shownTexts()).toEqual(['پیام ۲']);
  });

  it('each have a close button for the keyboard, which a toast holding its own control keeps', () => {
    render(<Toasts />);
    act(() => toast.info(<button type="button">پیام بارگذاری</button>, { closeOnClick: false, autoClose: false }));
    // Pressing the toast's own control does not close it...
    fireEvent.click(screen.getByRole('button', { name: 'پیام بارگذاری' }));
    expect(shownTexts()).toEqual(['پیام بارگذاری']);
    // ...its close button (a real button: Enter and Space press it) does.
    fireEvent.click(within(region()).getByRole('button', { name: 'بستن اعلان' }));
    expect(shownTexts()).toEqual([]);
  });

  it('go by themselves after a few seconds', () => {
    render(<Toasts />);
    act(() => toast.success('پیام ۱'));
    act(() => { vi.advanceTimersByTime(AUTO_CLOSE_MS - 100); });
    expect(shownTexts()).toEqual(['پیام ۱']);
    act(() => { vi.advanceTimersByTime(100); });
    expect(shownTexts()).toEqual([]);
  });

  it('wait while the pointer is on them, then finish the time that was left', () => {
    render(<Toasts />);
    act(() => toast.success('پیام ۱'));
    act(() => { vi.advanceTimersByTime(AUTO_CLOSE_MS - 1_000); });
    fireEvent.mouseEnter(screen.getByText('پیام ۱').parentElement!);
    act(() => { vi.advanceTimersByTime(AUTO_CLOSE_MS * 3); });
    expect(shownTexts()).toEqual(['پیام ۱']);
    fireEvent.mouseLeave(screen.getByText('پیام ۱').parentElement!);
    act(() => { vi.advanceTimersByTime(900); });
    expect(shownTexts()).toEqual(['پیام ۱']);
    act(() => { vi.advanceTimersByTime(100); });
    expect(shownTexts()).toEqual([]);
  });

  it('stay until closed when asked to, and show a toast with the id of one on screen only once', () => {
    render(<Toasts />);
    act(() => {
      toast.error('پیام ورود', { toastId: 'need-login', autoClose: false });
      toast.error('پیام ورود', { toastId: 'need-login', autoClose: false });
    });
    act(() => { vi.advanceTimersByTime(AUTO_CLOSE_MS * 10); });
    expect(shownTexts()).toEqual(['پیام ورود']);
  });

  it('name their region in the language on screen, after a switch too', async () => {
    vi.useRealTimers();
    render(<Toasts />);
    try {
      await act(() => chooseLocale('en'));
      expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    } finally {
      await act(() => chooseLocale('fa'));
    }
    expect(region()).toBeTruthy();
  });
});
