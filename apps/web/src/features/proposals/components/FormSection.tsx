import type { ReactNode } from 'react';

/** A titled group of fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t border-navy-100 pt-6 first:border-t-0 first:pt-0">
      <legend className="float-start mb-1 w-full text-base font-bold text-navy-900">{title}</legend>
      {children}
    </fieldset>
  );
}
