import { formatToman } from '@/shared/format';
import { t } from '@/shared/i18n';
import type { Payment } from '../payments-api';

/** What a payment bought: its presentations and accessories (or the competition), with prices. */
export function PurchasedLines({ payment }: { payment: Payment }) {
  if (payment.is_competition_payment) {
    return (
      <ul className="grid gap-2 text-sm">
        <Line label={t('payments.competitionLine')} amount={payment.total_price} icon="🏁" />
      </ul>
    );
  }
  return (
    <ul className="grid gap-2 text-sm">
      {payment.participations.map((item) => (
        <Line key={item.id} label={item.presentation.fa_title} amount={item.presentation.cost} icon="🎓" />
      ))}
      {payment.accessories.map((accessory) => (
        <Line key={`a-${accessory.id}`} label={accessory.name} amount={accessory.price} icon="🎁" />
      ))}
    </ul>
  );
}

function Line({ label, amount, icon }: { label: string; amount: number; icon: string }) {
  return (
    <li className="flex items-baseline justify-between gap-4">
      <span className="min-w-0 text-navy-800">
        <span aria-hidden="true" className="me-1.5">
          {icon}
        </span>
        {label}
      </span>
      <span className="shrink-0 font-semibold text-navy-900">{formatToman(amount)}</span>
    </li>
  );
}
