import type { Payment } from '@/shared/api/payments';
import { Badge } from '@/shared/ui/Badge';
import { paymentBadge } from '../payment-display';

export function PaymentStateBadge({ payment }: { payment: Pick<Payment, 'payment_state' | 'refunded_amount'> }) {
  const { label, tone } = paymentBadge(payment);
  return <Badge tone={tone}>{label}</Badge>;
}
