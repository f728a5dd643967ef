import '../payments-strings';
import type { ReactNode } from 'react';
import { formatToman } from '@/shared/format';
import { t } from '@/shared/i18n';
import { TicketIcon } from '@/shared/ui/icons';
import type { Payment } from '@/shared/api/payments';
import { GiftIcon } from '@/shared/ui/icons';
import { FlagIcon, TagIcon } from './icons';
import { local, localTitle } from '@/shared/i18n/content';

/** What a payment bought: its presentations and accessories (or the competition), the coupon's share and the total. */
export function PurchasedLines({ payment }: { payment: Payment }) {
  const listed =
    payment.participations.reduce((sum, item) => sum + item.presentation.cost, 0) +
    payment.accessories.reduce((sum, accessory) => sum + accessory.price, 0);
  // The payment keeps no subtotal; the lines' prices less what was charged is the coupon's share.
  const discount = payment.coupon ? listed - payment.total_price : 0;

  return (
    <div className="grid gap-3 text-sm">
      <ul className="grid gap-2">
        {payment.is_competition_payment ? (
          <Line icon={<FlagIcon />} label={t('payments.competitionLine')} amount={formatToman(payment.total_price)} />
        ) : (
          <>
            {payment.participations.map((item) => (
              <Line key={item.id} icon={<TicketIcon className="size-4" />} label={localTitle(item.presentation)} amount={formatToman(item.presentation.cost)} />
            ))}
            {payment.accessories.map((accessory) => (
              <Line key={`a-${accessory.id}`} icon={<GiftIcon />} label={local(accessory, 'name').text} amount={formatToman(accessory.price)} />
            ))}
            {discount > 0 && (
              <Line
                icon={<TagIcon />}
                label={t('payments.discountLine', { code: payment.coupon ?? '' })}
                amount={formatToman(discount)}
                tone="green"
              />
            )}
          </>
        )}
      </ul>
      <div className="flex items-baseline justify-between gap-4 border-t border-dashed border-navy-200 pt-3 font-bold text-navy-950">
        <span>{t('payments.total')}</span>
        <span className="whitespace-nowrap">{formatToman(payment.total_price)}</span>
      </div>
    </div>
  );
}

/** A green line is a deduction: its minus sign is a flex item of its own, so bidi reordering can't move it. */
function Line({ icon, label, amount, tone }: { icon: ReactNode; label: string; amount: string; tone?: 'green' }) {
  return (
    <li className="flex items-baseline justify-between gap-4">
      <span className="flex min-w-0 items-baseline gap-2 text-navy-800">
        <span className="relative top-0.5 shrink-0 text-navy-400">{icon}</span>
        <span className="min-w-0">{label}</span>
      </span>
      <span className={tone === 'green' ? 'flex shrink-0 gap-1 whitespace-nowrap font-semibold text-green-700' : 'shrink-0 whitespace-nowrap font-semibold text-navy-900'}>
        {tone === 'green' && <span aria-hidden="true">−</span>}
        <span>{amount}</span>
      </span>
    </li>
  );
}
