import type { ReactNode } from 'react';

export function PageHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-extrabold text-navy-950 sm:text-3xl">{title}</h1>
      {subtitle && <p className="mt-2 leading-7 text-navy-600">{subtitle}</p>}
    </header>
  );
}
