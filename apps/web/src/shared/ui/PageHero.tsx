import type { ReactNode } from 'react';

interface PageHeroProps {
  title: string;
  subtitle?: ReactNode;
  /** A small line above the title, e.g. breadcrumbs. */
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/** The band at the top of a content page: its h1, a line on what the page holds, and room for actions. */
export function PageHero({ title, subtitle, eyebrow, children }: PageHeroProps) {
  return (
    <header className="relative mb-8 overflow-hidden border-b border-navy-100 bg-gradient-to-b from-white to-navy-50">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-24 -top-24 size-72 rounded-full bg-accent-200/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 text-navy-200 opacity-40 [background-image:radial-gradient(currentColor_1px,transparent_1px)] [background-size:22px_22px] [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        {eyebrow && <div className="mb-3">{eyebrow}</div>}
        <h1 className="text-3xl leading-tight font-extrabold text-navy-950 sm:text-4xl">{title}</h1>
        {subtitle && <p className="mt-3 max-w-2xl text-base leading-8 text-navy-600 sm:text-lg">{subtitle}</p>}
        {children}
      </div>
    </header>
  );
}
