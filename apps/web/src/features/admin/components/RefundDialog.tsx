import { useRef, useState } from 'react';
import { useRefundPaymentMutation, type AdminPaymentDetail, type Refund } from '@/shared/api/admin-payments';
import { errorMessage, fieldErrors } from '@/shared/api-error';
import { formatTime, formatToman, listComma, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { newIdempotencyKey } from '@/shared/idempotency-key';
import { issueErrors } from '../admin-form';
import { refundFailureReason } from '../labels';
import { gatewayWindowEnd, holdsLines, refundBody, refundableLines, type PaymentLine } from '../refund-lines';
import { refundBodySchema } from '../schemas';
import { CheckField } from './CheckField';
import { FormDialog } from './FormDialog';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import '../messages';

interface RefundDialogProps {
  payment: AdminPaymentDetail;
  onClose: () => void;
  /** A refund was made and is DONE or PENDING: the page says so. A FAILED one stays in the dialog. */
  onAnswered: (refund: Refund) => void;
}

/**
 * Refunds some or all of a payment's lines, through the gateway (the whole payment, within its
 * window) or by hand (any lines, with a note saying how the money went back). The request carries an
 * Idempotency-Key made when the dialog opens, so a double press, or pressing again after a lost
 * answer, makes one refund; only a refusal (a FAILED refund, a record of its own) starts a new key.
 * The dialog says what will change before anything does; the server decides the amount.
 */
export function RefundDialog({ payment, onClose, onAnswered }: RefundDialogProps) {
  const [offered] = useState(() => refundableLines(payment));
  const partlyRefunded = payment.refunds.some(holdsLines);
  const windowEnd = gatewayWindowEnd(payment);
  // Fixed for the dialog's life: the choice it opened with, not one that flips while the organiser reads.
  const [windowOpen] = useState(() => windowEnd !== null && windowEnd.getTime() > Date.now());
  const gatewayBlocked = !payment.authority ? t('admin.refundGatewayNoAuthority') : partlyRefunded ? t('admin.refundGatewayPartly') : null;
  const [method, setMethod] = useState<'gateway' | 'manual'>(gatewayBlocked === null && windowOpen ? 'gateway' : 'manual');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(offered.map((l) => l.key)));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const key = useRef(newIdempotencyKey());
  const [refund] = useRefundPaymentMutation();

  const whole = method === 'gateway';
  const lines = whole ? offered : offered.filter((l) => chosen.has(l.key));
  const everything = lines.length === offered.length;
  const seats = lines.filter((l) => l.kind === 'participation');
  const accessories = lines.filter((l) => l.kind === 'accessory');
  const sum = lines.reduce((total, l) => total + l.price, 0);
  const gaveNothing = payment.payment_state === 'REFUND_REQUIRED';

  const toggle = (line: PaymentLine, on: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(line.key);
      else next.delete(line.key);
      return next;
    });
    setErrors((current) => without(current, 'lines'));
  };

  const submit = async () => {
    if (sending.current) return;
    setFormError(null);
    const problems: Record<string, string> = {};
    const parsed = refundBodySchema.safeParse(refundBody(method, note, lines, offered));
    if (!parsed.success) Object.assign(problems, issueErrors(parsed.error.issues));
    if (offered.length > 0 && lines.length === 0) problems.lines = t('admin.refundLinesNone');
    setErrors(problems);
    if (!parsed.success || Object.keys(problems).length > 0) return;

    sending.current = true;
    setBusy(true);
    try {
      const answer = await refund({ id: payment.id, body: parsed.data, idempotencyKey: key.current }).unwrap();
      if (answer.state === 'FAILED') {
        // Refused, nothing changed: that refund is final, so another attempt is another refund.
        key.current = newIdempotencyKey();
        setFormError(t('admin.refundFailedAnswer', { reason: refundFailureReason(answer.gateway_code) }));
        setMethod('manual');
        return;
      }
      onAnswered(answer);
      onClose();
    } catch (err) {
      // 400 (with the reason) or 409: shown here. The key is kept: after a lost answer, pressing again
      // must find the refund the server may already have made.
      setErrors((current) => ({ ...current, ...fieldErrors(err) }));
      setFormError(errorMessage(err));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      title={t('admin.refundTitle', { id: toPersianDigits(payment.id) })}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      formError={formError}
      submitLabel={t('admin.refundConfirm')}
      tone="danger"
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-navy-800">{t('admin.refundMethod')}</legend>
        <label className="flex items-start gap-3 rounded-xl px-1 text-sm leading-6">
          <input
            type="radio"
            name="method"
            value="gateway"
            checked={method === 'gateway'}
            onChange={() => setMethod('gateway')}
            disabled={gatewayBlocked !== null}
            className="mt-1.5 size-4 shrink-0 accent-navy-800"
          />
          <span className={gatewayBlocked ? 'text-navy-500' : undefined}>
            {t('admin.refundGatewayText')}
            <span className="block text-xs text-navy-500">
              {gatewayBlocked ?? (windowEnd && (windowOpen ? t('admin.refundGatewayUntil', { time: formatTime(windowEnd) }) : t('admin.refundGatewayClosed', { time: formatTime(windowEnd) })))}
            </span>
          </span>
        </label>
        <label className="flex items-start gap-3 rounded-xl px-1 text-sm leading-6">
          <input type="radio" name="method" value="manual" checked={method === 'manual'} onChange={() => setMethod('manual')} className="mt-1.5 size-4 shrink-0 accent-navy-800" />
          <span>{t('admin.refundManualText')}</span>
        </label>
      </fieldset>

      {offered.length > 0 && (
        <fieldset className="grid gap-2" aria-describedby={errors.lines ? 'refund-lines-error' : undefined}>
          <legend className="mb-2 text-sm font-semibold text-navy-800">{t('admin.refundLinesLegend')}</legend>
          {whole && <p className="text-xs text-navy-500">{t('admin.refundLinesWhole')}</p>}
          {offered.map((line) => (
            <CheckField
              key={line.key}
              name={`line-${line.key}`}
              label={line.label}
              hint={formatToman(line.price)}
              checked={whole || chosen.has(line.key)}
              disabled={whole}
              onChange={(on) => toggle(line, on)}
            />
          ))}
          {errors.lines && (
            <p id="refund-lines-error" role="alert" className="text-sm text-red-700">
              {errors.lines}
            </p>
          )}
          <p className="text-sm font-semibold text-navy-900" data-testid="refund-sum">
            {t('admin.refundSum', { amount: formatToman(sum) })}
          </p>
          {payment.discount > 0 && <p className="text-xs text-navy-500">{t('admin.refundSumDiscount', { discount: formatToman(payment.discount) })}</p>}
        </fieldset>
      )}

      <div className="grid gap-1 text-sm leading-6 text-navy-800">
        <p className="font-semibold">{t('admin.refundWhatHappens')}</p>
        <ul className="grid list-disc gap-1 ps-5">
          {gaveNothing ? (
            <li>{t('admin.refundGaveNothing')}</li>
          ) : (
            <>
              {seats.length > 0 && <li>{t('admin.refundSeats', { list: seats.map((l) => l.label).join(listComma()) })}</li>}
              {seats.length > 0 && <li>{t('admin.refundTickets')}</li>}
              {accessories.length > 0 && <li>{t('admin.refundAccessories', { list: accessories.map((l) => l.label).join(listComma()) })}</li>}
              {payment.coupon && everything && <li>{t('admin.refundCoupon', { code: payment.coupon })}</li>}
              {payment.is_competition_payment && <li>{t('admin.refundCompetition')}</li>}
            </>
          )}
          <li>{t('admin.refundBuyerTold')}</li>
        </ul>
      </div>

      <TextAreaField
        label={t('admin.refundNote')}
        name="note"
        rows={2}
        value={note}
        hint={t('admin.refundNoteHint')}
        error={errors.note}
        onChange={(e) => {
          setNote(e.target.value);
          setErrors((current) => without(current, 'note'));
        }}
      />
    </FormDialog>
  );
}

function without(errors: Record<string, string>, field: string): Record<string, string> {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}
