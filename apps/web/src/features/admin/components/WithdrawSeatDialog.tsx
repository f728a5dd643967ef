import { useRef, useState } from 'react';
import { useRefundPaymentMutation } from '@/shared/api/admin-payments';
import type { ComplimentarySeat } from '@/shared/api/admin-complimentary';
import { errorMessage, fieldErrors } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { newIdempotencyKey } from '@/shared/idempotency-key';
import { toast } from '@/shared/toast';
import { issueErrors } from '../admin-form';
import { refundBodySchema } from '../schemas';
import { FormDialog } from './FormDialog';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import '../messages';

export const seatHolder = (seat: ComplimentarySeat) => `${seat.first_name} ${seat.last_name}`.trim() || seat.phone_number;

/**
 * Withdraws a complimentary seat: a manual refund of its 0-Toman payment (the one way a registration
 * is undone by an organiser, so the seat, the ticket and the history follow the refund's rules). The
 * reason is the refund's note. One Idempotency-Key per opening: a double press makes one refund.
 */
export function WithdrawSeatDialog({ seat, title, onClose }: { seat: ComplimentarySeat; title: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const key = useRef(newIdempotencyKey());
  const [refund] = useRefundPaymentMutation();
  const name = seatHolder(seat);

  const submit = async () => {
    if (sending.current) return;
    setFormError(null);
    if (!reason.trim()) {
      setError(t('admin.complimentaryWithdrawReasonMissing'));
      return;
    }
    const parsed = refundBodySchema.safeParse({ method: 'manual', note: reason });
    if (!parsed.success) {
      setError(issueErrors(parsed.error.issues).note);
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      await refund({ id: seat.payment_id, body: parsed.data, idempotencyKey: key.current }).unwrap();
      toast.success(t('admin.complimentaryWithdrawn', { name }));
      onClose();
    } catch (err) {
      setError(fieldErrors(err).note);
      setFormError(errorMessage(err));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      title={t('admin.complimentaryWithdrawTitle')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      formError={formError}
      submitLabel={t('admin.complimentaryWithdrawConfirm')}
      tone="danger"
    >
      <p className="leading-7 text-navy-800">{t('admin.complimentaryWithdrawText', { name, title })}</p>
      <TextAreaField
        label={t('admin.complimentaryWithdrawReason')}
        name="note"
        rows={2}
        value={reason}
        hint={t('admin.complimentaryWithdrawReasonHint')}
        error={error}
        onChange={(e) => {
          setReason(e.target.value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}
