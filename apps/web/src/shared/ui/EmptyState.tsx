import type { ReactNode } from 'react';
import { t } from '../i18n';

interface EmptyStateProps {
  title?: string;
  text?: ReactNode;
  /** What to do next, e.g. a link to the workshops. */
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, text, action, icon }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-[var(--radius-card)] border-2 border-dashed border-navy-200 bg-white/60 px-6 py-12 text-center">
      <div aria-hidden="true" className="mb-4 grid size-14 place-items-center rounded-2xl bg-navy-100 text-2xl text-navy-600">
        {icon ?? '∅'}
      </div>
      <h2 className="text-lg font-bold text-navy-900">{title ?? t('common.emptyTitle')}</h2>
      {text && <p className="mt-2 max-w-md leading-7 text-navy-600">{text}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
