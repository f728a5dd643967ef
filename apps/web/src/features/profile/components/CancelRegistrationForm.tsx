import { useId, useRef, useState, type FormEvent } from 'react';
import type { CartItem } from '@/shared/api/cart';
import { useCancelRegistrationMutation, type CancelPolicy, type Refund } from '@/shared/api/cancellation';
import { errorMessage, serverText, toApiError } from '@/shared/api-error';
import { formatDate, formatNumber, formatPercent, formatTime } from '@/shared/format';
import { t } from '@/shared/i18n';
import { localTitle } from '@/shared/i18n/content';
import { Button } from '@/shared/ui/Button';
import { FormAlert } from '@/shared/ui/FormAlert';
import { ModalActions } from '@/shared/ui/Modal';
import { cx } from '@/shared/ui/cx';
import { cancelDeadline, cancelOutcome, GATEWAY_WINDOW_MINUTES, readSheba, SHEBA_DIGITS, type ShebaProblem } from '../cancel-registration';
import '@/shared/cancel';

interface CancelRegistrationFormProps {
  item: CartItem;
  /** The festival's rule, when it could be read (else the words stay general and the server decides). */
  policy: CancelPolicy | undefined;
  /** The server answered a Refund that cancelled the registration, or will once the bank answers. */
  onDone: (refund: Refund) => void;
  onClose: () => void;
}

const problemText = (problem: ShebaProblem) =>
  problem.kind === 'letters'
    ? t('cancel.ibanLetters')
    : problem.kind === 'length'
      ? t('cancel.ibanLength', { digits: formatNumber(SHEBA_DIGITS), count: formatNumber(problem.count) })
      : t('cancel.ibanCheck');

/**
 * Inside the cancel dialog: what cancelling does (the seat, the ticket, the money and where it goes),
 * the Sheba to pay back to when the bank cannot return it to the card (checked by its check digits as
 * typed; the server says when it is needed), and the confirmation, which can't be pressed twice.
 */
export function CancelRegistrationForm({ item, policy, onDone, onClose }: CancelRegistrationFormProps) {
  const p = item.presentation;
  const title = localTitle(p);
  const free = p.cost === 0;
  const fee = policy?.cancel_fee_percent ?? 0;
  const [cancel, { isLoading }] = useCancelRegistrationMutation();
  const running = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [ibanError, setIbanError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = useId();
  const inputId = `iban-${ids}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  const check = (value: string): string | null => {
    const reading = readSheba(value);
    return reading.kind === 'invalid' ? problemText(reading.problem) : null;
  };
  const fieldProblem = (message: string) => {
    setIbanError(message);
    requestAnimationFrame(() => input.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    setFailure(null);
    const reading = readSheba(typed);
    if (reading.kind === 'invalid') return fieldProblem(problemText(reading.problem));
    setIbanError(null);
    running.current = true;
    try {
      const refund = await cancel({ id: item.id, body: reading.kind === 'valid' ? { iban: reading.iban } : {} }).unwrap();
      if (cancelOutcome(refund) === 'refused') {
        // The bank refused: nothing changed, and the next try goes by hand, to a Sheba.
        setFailure(t('cancel.refused'));
        if (!free) requestAnimationFrame(() => input.current?.focus());
        return;
      }
      onDone(refund);
    } catch (err) {
      const apiError = toApiError(err);
      const onIban = apiError.errors?.iban?.[0];
      if (onIban !== undefined) fieldProblem(serverText(onIban) ?? t('cancel.ibanRejected'));
      else setFailure(errorMessage(err)); // TOO_LATE and the rest: the server's own words
    } finally {
      running.current = false;
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" data-testid="cancel-form">
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="space-y-2 text-sm leading-7 text-navy-800">
        <p className="font-bold text-navy-950">{t('cancel.whatHappens', { title })}</p>
        <ul className="grid list-disc gap-1 ps-5">
          <li>{t('cancel.seatFreed')}</li>
          <li>{t('cancel.ticketVoid')}</li>
          <li>{t('cancel.noUndo')}</li>
        </ul>
        {policy && policy.cancel_hours_before > 0 && (
          <p className="text-navy-600">
            {t('cancel.deadline', {
              hours: formatNumber(policy.cancel_hours_before),
              date: formatDate(cancelDeadline(p.start, policy)),
              time: formatTime(cancelDeadline(p.start, policy)),
            })}
          </p>
        )}
      </div>

      <section aria-labelledby={`${ids}-money`} className="rounded-xl bg-navy-50 px-4 py-3 text-sm leading-7 text-navy-800 ring-1 ring-navy-100">
        <h3 id={`${ids}-money`} className="font-bold text-navy-950">
          {t('cancel.moneyHeading')}
        </h3>
        {free ? (
          <p>{t('cancel.moneyFree')}</p>
        ) : (
          <ul className="mt-1 grid list-disc gap-1 ps-5">
            {/* With a fee the gateway never returns it (it gives back whole payments only). */}
            {fee === 0 && <li>{t('cancel.moneyCard', { minutes: formatNumber(GATEWAY_WINDOW_MINUTES) })}</li>}
            <li>{fee === 0 ? t('cancel.moneyTransfer') : t('cancel.moneyTransferOnly')}</li>
            {!policy && <li>{t('cancel.moneyFeeMaybe')}</li>}
            {fee > 0 && <li>{t('cancel.moneyFee', { percent: formatPercent(fee) })}</li>}
          </ul>
        )}
      </section>

      {!free && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-semibold text-navy-800">
            {t('cancel.ibanLabel')}
          </label>
          {/* A Sheba reads left to right in any page: IR printed first, the 24 digits typed after it. */}
          <div
            dir="ltr"
            className={cx(
              'flex rounded-xl bg-white shadow-sm transition',
              ibanError ? 'ring-2 ring-red-500' : 'ring-1 ring-navy-200 focus-within:ring-2 focus-within:ring-accent-500',
            )}
          >
            <span aria-hidden="true" className="grid shrink-0 place-items-center rounded-s-xl border-e border-navy-200 bg-navy-50 px-3 font-mono font-bold text-navy-700">
              IR
            </span>
            <input
              ref={input}
              id={inputId}
              name="iban"
              type="text"
              dir="ltr"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                if (ibanError) setIbanError(check(event.target.value));
              }}
              onBlur={() => setIbanError(check(typed))}
              aria-invalid={ibanError ? true : undefined}
              aria-describedby={cx(ibanError && errorId, hintId)}
              className="block w-full min-w-0 flex-1 rounded-e-xl bg-white px-3 py-3 font-mono text-navy-950 placeholder:text-navy-300 focus:outline-none"
            />
          </div>
          {ibanError && (
            <p id={errorId} className="flex items-start gap-1 text-sm text-red-700">
              <span aria-hidden="true">●</span>
              {ibanError}
            </p>
          )}
          <p id={hintId} className="text-xs leading-5 text-navy-500">
            {t('cancel.ibanHint', { digits: formatNumber(SHEBA_DIGITS) })}
          </p>
        </div>
      )}

      <ModalActions>
        <Button variant="secondary" onClick={onClose} disabled={isLoading}>
          {t('cancel.keep')}
        </Button>
        <Button type="submit" variant="danger" loading={isLoading}>
          {t('cancel.confirm')}
        </Button>
      </ModalActions>
    </form>
  );
}
