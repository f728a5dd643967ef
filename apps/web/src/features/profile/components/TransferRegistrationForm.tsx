import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CartItem } from '@/shared/api/cart';
import { useTransferRegistrationMutation, type CancelPolicy, type TransferResult } from '@/shared/api/cancellation';
import { formatDate, formatNumber, formatTime } from '@/shared/format';
import { t } from '@/shared/i18n';
import { localTitle } from '@/shared/i18n/content';
import { Button } from '@/shared/ui/Button';
import { FormAlert } from '@/shared/ui/FormAlert';
import { ModalActions } from '@/shared/ui/Modal';
import { TextField } from '@/shared/ui/TextField';
import { groupedPhone, readRecipientPhone, transferDeadline, transferRefusal } from '../transfer-registration';
import { LtrInSentence } from './LtrInSentence';
import '@/shared/transfer';

interface TransferRegistrationFormProps {
  item: CartItem;
  /** The festival's rule, when it could be read (else no deadline is said and the server decides). */
  policy: CancelPolicy | undefined;
  /** The server gave the registration to `result.phone_number`: it is no longer the visitor's. */
  onDone: (result: TransferResult) => void;
  onClose: () => void;
}

/** A problem with the phone as typed, or null (an empty field is said only when going on). */
const phoneProblem = (typed: string, whenEmpty: boolean): string | null => {
  const reading = readRecipientPhone(typed);
  if (reading.kind === 'invalid') return t('transfer.phoneInvalid');
  return reading.kind === 'empty' && whenEmpty ? t('transfer.phoneMissing') : null;
};

/**
 * Inside the transfer dialog, in two steps: what giving it on does (the ticket in hand void at once,
 * a new one texted to the recipient, the money staying the visitor's) with the recipient's phone
 * (read as the contract reads it); then the phone named back for a confirmation, which can't be
 * pressed twice. The server's refusals about the recipient go back to the phone, the rest above.
 */
export function TransferRegistrationForm({ item, policy, onDone, onClose }: TransferRegistrationFormProps) {
  const p = item.presentation;
  const title = localTitle(p);
  const [transfer, { isLoading }] = useTransferRegistrationMutation();
  const running = useRef(false);
  const question = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** The phone read from the field, once the visitor went on to confirm it. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const inputId = `phone-${useId()}`;
  const deadline = transferDeadline(p.start, policy);

  // Each step takes the focus: the question when it is asked, the field when back on it.
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  const backToPhone = (message: string | null) => {
    setConfirming(null);
    setPhoneError(message);
    requestAnimationFrame(() => document.getElementById(inputId)?.focus());
  };

  const goOn = () => {
    setFailure(null);
    const reading = readRecipientPhone(typed);
    if (reading.kind !== 'valid') return backToPhone(phoneProblem(typed, true));
    setPhoneError(null);
    setConfirming(reading.phone);
  };

  const send = async (phone: string) => {
    if (running.current) return;
    running.current = true;
    setFailure(null);
    try {
      onDone(await transfer({ id: item.id, body: { phone_number: phone } }).unwrap());
    } catch (err) {
      const refusal = transferRefusal(err);
      if (refusal.on === 'phone') backToPhone(refusal.message);
      else setFailure(refusal.message); // TOO_LATE, used at the door, offline: the phone was not the problem
    } finally {
      running.current = false;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirming) void send(confirming);
    else goOn();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="transfer-form">
      {failure && <FormAlert>{failure}</FormAlert>}
      {confirming === null ? (
        <>
          <div className="space-y-2 text-sm leading-7 text-navy-800">
            <p className="font-bold text-navy-950">{t('transfer.whatHappens', { title })}</p>
            <ul className="grid list-disc gap-1 ps-5">
              <li>{t('transfer.ticketVoid')}</li>
              <li>{t('transfer.recipientTicket')}</li>
              <li>{t('transfer.moneyStays')}</li>
              <li>{t('transfer.noUndo')}</li>
            </ul>
            {deadline !== null && (
              <p className="text-navy-600">
                {policy?.transfer_hours_before
                  ? t('transfer.deadline', { hours: formatNumber(policy.transfer_hours_before), date: formatDate(deadline), time: formatTime(deadline) })
                  : t('transfer.deadlineAtStart', { date: formatDate(deadline), time: formatTime(deadline) })}
              </p>
            )}
          </div>
          {/* Another person's number: the browser must not offer the visitor's own (autocomplete="tel"). */}
          <TextField
            id={inputId}
            label={t('transfer.phoneLabel')}
            name="phone_number"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            placeholder={groupedPhone('09121234567')}
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              if (phoneError) setPhoneError(phoneProblem(event.currentTarget.value, false));
            }}
            onBlur={() => setPhoneError(phoneProblem(typed, false))}
            error={phoneError ?? undefined}
            hint={t('transfer.phoneHint')}
          />
        </>
      ) : (
        <div ref={question} tabIndex={-1} className="space-y-2 rounded-xl bg-navy-50 px-4 py-3 text-sm leading-7 text-navy-800 ring-1 ring-navy-100 focus:outline-none">
          <p className="text-base font-bold text-navy-950" data-testid="transfer-question">
            <LtrInSentence message="transfer.confirmQuestion" params={{ title }} name="phone" value={groupedPhone(confirming)} />
          </p>
          <p>{t('transfer.confirmNote')}</p>
        </div>
      )}

      <ModalActions>
        {confirming === null ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('transfer.keep')}
            </Button>
            <Button type="submit">{t('transfer.next')}</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => backToPhone(null)} disabled={isLoading}>
              {t('transfer.edit')}
            </Button>
            <Button type="submit" variant="danger" loading={isLoading}>
              {t('transfer.confirm')}
            </Button>
          </>
        )}
      </ModalActions>
    </form>
  );
}
