import type { ReactNode } from 'react';

/** A console page's title, what it is for, and its main action (new …). */
export function AdminHeading({ title, subtitle, action }: { title: string; subtitle?: ReactNode; action?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold text-navy-950">{title}</h1>
        {subtitle && <p className="mt-1 leading-7 text-navy-600">{subtitle}</p>}
      </div>
      {action}
    </header>
  );
}
