import type { PaymentState } from '@/shared/api/payments';
import { Badge } from '@/shared/ui/Badge';
import { paymentStateLabel, paymentStateTone } from '../payment-display';

export function PaymentStateBadge({ state }: { state: PaymentState }) {
  return <Badge tone={paymentStateTone(state)}>{paymentStateLabel(state)}</Badge>;
}
