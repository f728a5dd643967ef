import type { ReactNode } from 'react';
import { useShownFailure } from '../failures-on-screen';
import { t } from '../i18n';
import { Button } from './Button';

interface ErrorStateProps {
  title?: string;
  /** What went wrong, ideally with what to do next. */
  message?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  /**
   * One part of a page whose rest may show saved copies (a section of the agenda): the offline note
   * stays for that rest. A page's own failure (the default) takes the note's place.
   */
  section?: boolean;
}

export function ErrorState({ title, message, onRetry, retrying, section = false }: ErrorStateProps) {
  useShownFailure(!section);
  return (
    <div role="alert" className="flex flex-col items-center rounded-[var(--radius-card)] bg-red-50 px-6 py-10 text-center ring-1 ring-red-200">
      <div aria-hidden="true" className="mb-4 grid size-14 place-items-center rounded-2xl bg-red-100 text-2xl font-black text-red-700">
        !
      </div>
      <h2 className="text-lg font-bold text-red-900">{title ?? t('common.errorTitle')}</h2>
      {message && <p className="mt-2 max-w-md leading-7 text-red-800">{message}</p>}
      {onRetry && (
        <Button variant="secondary" className="mt-6" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
