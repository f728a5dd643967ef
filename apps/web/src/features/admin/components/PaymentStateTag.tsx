import { Badge } from '@/shared/ui/Badge';
import { paymentStateLabel } from '../labels';

const tones: Record<string, 'navy' | 'accent' | 'green' | 'red' | 'gray'> = {
  PENDING: 'accent',
  COMPLETED: 'green',
  FAILED: 'red',
  EXPIRED: 'gray',
  REFUND_REQUIRED: 'red',
  REFUNDED: 'navy',
};

export function PaymentStateTag({ state }: { state: string }) {
  return <Badge tone={tones[state] ?? 'gray'}>{paymentStateLabel(state)}</Badge>;
}
