import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../i18n';
import { cx } from './cx';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** A native <dialog>: focus trapping, Escape and the backdrop come from the browser. */
export function Modal({ open, onClose, title, children, footer, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a click on the backdrop
      }}
      className={cx(
        // Open, a column no taller than the screen: the title and the footer stay, the body scrolls
        // (a long form on a phone). `open:` only: a closed dialog keeps the browser's display: none.
        'm-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] rounded-[var(--radius-card)] p-0 text-navy-950 shadow-2xl open:flex open:flex-col backdrop:bg-navy-950/50 backdrop:backdrop-blur-sm',
        className,
      )}
    >
      <div className="flex shrink-0 items-center justify-between gap-4 border-b border-navy-100 px-6 py-4">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('common.close')}
          className="grid size-9 place-items-center rounded-lg text-navy-500 hover:bg-navy-50 hover:text-navy-900"
        >
          <span aria-hidden="true" className="text-xl leading-none">×</span>
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <div className="px-6 py-5">{children}</div>
      </div>
      {/* Sticky: a long form that scrolls inside the dialog keeps its buttons in sight. */}
      {footer && <div className="sticky bottom-0 flex shrink-0 justify-end gap-3 border-t border-navy-100 bg-white px-6 py-4">{footer}</div>}
    </dialog>
  );
}

/**
 * The buttons at the end of a form inside a Modal's body: they stay at the bottom of the dialog while
 * the text above them scrolls (a phone's screen, or its keyboard open), and sit after it otherwise.
 * The negative margins reach the body's padding, so nothing scrolls visibly behind them.
 */
export function ModalActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 -mx-6 -mb-5 flex flex-col-reverse gap-3 border-t border-navy-100 bg-white px-6 pt-4 pb-5 sm:flex-row sm:justify-end">
      {children}
    </div>
  );
}
