import type { Refund } from '@/shared/api/admin-refunds';
import { t } from '@/shared/i18n';
import { Badge } from '@/shared/ui/Badge';
import { gatewayCodeText, refundFailureReason, refundStateLabel } from '../labels';

/**
 * A refund's state, in the words that say what to do: a PENDING gateway refund waits for the
 * gateway's answer (the system asks it), a PENDING manual one waits for the organisers to pay out;
 * a FAILED one names the gateway's code.
 */
export function RefundStateTag({ refund }: { refund: Pick<Refund, 'state' | 'method' | 'gateway_code'> }) {
  if (refund.state === 'PENDING') {
    return <Badge tone="accent">{refund.method === 'gateway' ? t('admin.refundPendingGateway') : t('admin.refundPendingManual')}</Badge>;
  }
  if (refund.state === 'FAILED') {
    if (refund.gateway_code === null) return <Badge tone="red">{refundStateLabel('FAILED')}</Badge>;
    // The code's name rides along for pointer users; the refund dialog says it in full.
    return (
      <Badge tone="red" title={refundFailureReason(refund.gateway_code)}>
        {t('admin.refundFailedCode', { code: gatewayCodeText(refund.gateway_code) })}
      </Badge>
    );
  }
  return <Badge tone="green">{refundStateLabel(refund.state)}</Badge>;
}
