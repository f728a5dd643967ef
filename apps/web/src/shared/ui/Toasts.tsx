import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { getLocale, t } from '../i18n';
import { subscribeLocale } from '../i18n/locale-choice';
import { currentToasts, dismissToast, subscribeToToasts, type Toast, type ToastKind } from '../toast';

const NONE: readonly Toast[] = [];

const KIND_CLASSES: Record<ToastKind, string> = {
  success: 'bg-green-700 text-white',
  error: 'bg-red-700 text-white',
  info: 'bg-navy-700 text-white',
  warning: 'bg-accent-300 text-navy-950',
};

/**
 * Where toasts appear: bottom centre, newest last, each closed by a click, its close button or its
 * time running out. The region is in the page from the start (the server draws it empty), because a
 * screen reader announces only what is added to a live region that already exists. Toasts are polite;
 * an error is an alert, said at once.
 */
export function Toasts() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, () => NONE);
  // Outside the app's LocaleBoundary (the region stays while the language changes): its label follows.
  useSyncExternalStore(subscribeLocale, getLocale, getLocale);
  return (
    <section
      aria-label={t('common.notices')}
      aria-live="polite"
      className="toasts pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 px-3 pb-[max(1rem,env(safe-area-inset-bottom))]"
    >
      {toasts.map((item) => (
        <ToastCard key={item.id} toast={item} />
      ))}
    </section>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(toast.autoClose);
  const paused = hovered || focused;

  // The clock stops while the pointer or the focus is on the toast (someone is reading it or about
  // to press its button) and goes on with what was left.
  useEffect(() => {
    const left = remaining.current;
    if (paused || left === false) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), left);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, left - (Date.now() - started));
    };
  }, [paused, toast.id]);

  const close = () => dismissToast(toast.id);
  const focusLeft = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    // The whole card closes on a click, for the pointer; the keyboard has the close button.
    <div
      role={toast.kind === 'error' ? 'alert' : undefined}
      onClick={toast.closeOnClick ? close : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={focusLeft}
      className={`pointer-events-auto flex w-full max-w-md animate-fade-in items-start gap-3 rounded-2xl px-4 py-3 text-start text-[0.95rem] shadow-card ${KIND_CLASSES[toast.kind]}${toast.closeOnClick ? ' cursor-pointer' : ''}`}
    >
      <div className="min-w-0 flex-1 py-0.5">{toast.content}</div>
      <button
        type="button"
        onClick={close}
        aria-label={t('common.closeNotice')}
        className="-me-2 shrink-0 rounded-lg px-2 py-1 text-xl leading-none opacity-80 hover:opacity-100"
      >
        ×
      </button>
    </div>
  );
}
