import { formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';
import { cx } from '@/shared/ui/cx';
import type { CartStep } from '../cart-slice';

/** docs/product.md#cart-steps: three steps; the third (the bank's page) happens outside the app. */
export function CartSteps({ current }: { current: CartStep }) {
  const steps = [t('cart.stepCart'), t('cart.stepCheckout'), t('cart.stepBank')];
  return (
    <nav aria-label={t('cart.stepsLabel')} className="mb-6">
      <ol className="flex items-center gap-2 sm:gap-3">
        {steps.map((label, index) => {
          const number = index + 1;
          const done = number < current;
          const active = number === current;
          return (
            <li key={label} aria-current={active ? 'step' : undefined} className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3">
              <span
                className={cx(
                  'grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold transition sm:size-9',
                  done && 'bg-green-600 text-white',
                  active && 'bg-navy-900 text-white ring-4 ring-accent-300',
                  !done && !active && 'bg-white text-navy-400 ring-1 ring-navy-200',
                )}
              >
                {done ? <span aria-hidden="true">✓</span> : formatNumber(number)}
                {done && <span className="sr-only">{t('cart.stepDone')}</span>}
              </span>
              <span className={cx('truncate text-xs font-semibold sm:text-sm', active ? 'text-navy-950' : 'text-navy-500')}>{label}</span>
              {number < steps.length && (
                <span aria-hidden="true" className={cx('hidden h-0.5 flex-1 rounded-full sm:block', done ? 'bg-green-600' : 'bg-navy-200')} />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
