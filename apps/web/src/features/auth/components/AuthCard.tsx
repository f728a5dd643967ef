import type { ReactNode } from 'react';
import { t } from '@/shared/i18n';
import { Penguin } from '@/shared/ui/Illustration';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** Login and signup share this frame: the form in a card, with a brand panel beside it on wide screens. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-14">
      <div className="overflow-hidden rounded-[1.75rem] bg-white shadow-[var(--shadow-card)] ring-1 ring-navy-100 lg:grid lg:grid-cols-[1fr_1.15fr]">
        <aside className="relative hidden overflow-hidden bg-navy-950 p-10 text-white lg:flex lg:flex-col lg:justify-between">
          <div aria-hidden="true" className="absolute -end-24 -top-24 size-72 rounded-full bg-accent-400/20 blur-3xl" />
          <div aria-hidden="true" className="absolute -bottom-32 -start-20 size-80 rounded-full bg-navy-500/30 blur-3xl" />
          <div className="relative">
            <p className="text-2xl font-extrabold leading-10">{t('auth.asideTitle')}</p>
            <ul className="mt-6 grid gap-3 text-navy-100">
              {[t('auth.asidePoint1'), t('auth.asidePoint2'), t('auth.asidePoint3')].map((point) => (
                <li key={point} className="flex items-center gap-3">
                  <span aria-hidden="true" className="grid size-6 place-items-center rounded-full bg-accent-400 text-xs font-black text-navy-950">
                    ✓
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <Penguin className="relative mt-10 h-40 w-auto self-end" />
        </aside>
        <section className="p-6 sm:p-10">
          <h1 className="text-2xl font-extrabold text-navy-950 sm:text-[1.7rem]">{title}</h1>
          <p className="mt-2 leading-7 text-navy-600">{subtitle}</p>
          <div className="mt-8">{children}</div>
          <div className="mt-8 border-t border-navy-100 pt-6 text-center text-sm text-navy-600">{footer}</div>
        </section>
      </div>
    </div>
  );
}
