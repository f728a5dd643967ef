import { useId, useState } from 'react';
import { toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import type { CheckinAttendee } from '@/shared/api/checkin';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { inputClasses } from '@/shared/ui/TextField';
import { cx } from '@/shared/ui/cx';
import '../messages';

/** The contract's bounds on `reason` (packages/contract, checkinBodySchema). */
const REASON_MIN = 3;
const REASON_MAX = 300;
const QUICK_REASONS = ['door.reasonDeadPhone', 'door.reasonNoPhone', 'door.reasonNoTicket'] as const;

/**
 * A dead phone: the volunteer checked the attendee's ID and lets them in without a code, saying why
 * (the server records it in the organisers' audit log under the volunteer's name). The common reasons
 * are one tap away; the door's answer then shows as for a scan.
 */
export function LetInDialog({
  attendee,
  onLetIn,
  onClose,
}: {
  attendee: CheckinAttendee;
  onLetIn: (attendee: CheckinAttendee, reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const formId = `${id}-form`;
  const name = `${attendee.first_name} ${attendee.last_name}`.trim();

  const submit = async () => {
    const text = reason.trim();
    if (text.length < REASON_MIN) {
      setError(t('door.reasonTooShort'));
      return;
    }
    setSending(true);
    try {
      await onLetIn(attendee, text);
    } finally {
      setSending(false);
    }
    onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('door.letInTitle')}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={sending}>
            {t('door.letInCancel')}
          </Button>
          <Button type="submit" form={formId} loading={sending}>
            {t('door.letInSubmit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="grid gap-4"
        data-testid="door-let-in"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="text-lg font-bold text-navy-950">{t('door.letInWho', { name, last4: toPersianDigits(attendee.phone_last4) })}</p>
        <p className="text-sm leading-7 text-navy-700">{t('door.letInCheckId')}</p>
        <div className="grid gap-2">
          <label htmlFor={id} className="text-sm font-semibold text-navy-800">
            {t('door.reasonLabel')}
          </label>
          <p id={hintId} className="-mt-1 text-xs text-navy-500">
            {t('door.reasonHint')}
          </p>
          <div className="flex flex-wrap gap-2">
            {QUICK_REASONS.map((key) => {
              const text = t('door.reasonIdChecked', { reason: t(key) });
              return (
                <button
                  key={key}
                  type="button"
                  onClick={() => {
                    setReason(text);
                    setError(null);
                  }}
                  aria-pressed={reason === text}
                  className={cx(
                    'rounded-full px-3 py-1.5 text-sm ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2',
                    reason === text ? 'bg-navy-900 text-white ring-navy-900' : 'bg-white text-navy-800 ring-navy-200 hover:bg-navy-50',
                  )}
                >
                  {t(key)}
                </button>
              );
            })}
          </div>
          <textarea
            id={id}
            name="reason"
            rows={2}
            maxLength={REASON_MAX}
            autoComplete="off"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={cx(hintId, error && errorId) || undefined}
            className={cx(inputClasses, 'resize-none', error && 'ring-2 ring-red-500 focus:ring-red-500')}
          />
          {error && (
            <p id={errorId} className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      </form>
    </Modal>
  );
}
