import { useId, useRef, useState, type FormEvent } from 'react';
import { doorSaleMethods } from '@fest/contract';
import type { ApiQueryError } from '@/shared/api/base-api';
import { useWalkInMutation, type DoorSaleMethod, type WalkInBody, type WalkInResult } from '@/shared/api/checkin';
import { useGetPresentationQuery } from '@/shared/api/presentations';
import { errorMessage, fieldErrors } from '@/shared/api-error';
import { formatNumber, formatSum, formatToman, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { localTitle } from '@/shared/i18n/content';
import { Button } from '@/shared/ui/Button';
import { FormAlert } from '@/shared/ui/FormAlert';
import { Modal } from '@/shared/ui/Modal';
import { TextField } from '@/shared/ui/TextField';
import { cx } from '@/shared/ui/cx';
import { checkWalkIn, defaultMethod, firstProblem, NAME_MAX, phoneProblem, readAmount, type WalkInField } from '../walk-in';
import '../messages';

const methodLabel = { CASH: 'door.methodCash', CARD: 'door.methodCard', FREE: 'door.methodFree' } as const;
const takeMoney = { CASH: 'door.walkInTakeCash', CARD: 'door.walkInTakeCard', FREE: 'door.walkInTakeNothing' } as const;

/** No answer that says what happened: the sale may have been recorded (a retry then answers ALREADY_REGISTERED). */
const unanswered = (e: ApiQueryError) => e.code === 'NETWORK_ERROR' || e.code === 'OFFLINE' || e.status === undefined || e.status >= 500;

type Failure = { kind: 'already'; last4: string } | { kind: 'unsure' } | { kind: 'message'; text: string };

interface WalkInDialogProps {
  presentationId: number;
  /** The session's name as the door's list has it, shown until its own answer arrives. */
  title: string;
  /** 201: the person is in (the door shows its green answer). */
  onSold: (answer: WalkInResult, sale: { method: DoorSaleMethod; typedName: string }) => void;
  /** 400 CAPACITY_FULL (the door shows red). */
  onFull: () => void;
  /** ALREADY_REGISTERED: look the phone's last digits up in the door's search. */
  onFind: (last4: string) => void;
  onClose: () => void;
}

/**
 * A seat sold on the spot (contract "Sales at the door"): the phone, the name, how it was paid (cash,
 * the card reader, or free) and the amount, prefilled with the session's price; then a summary that
 * says to take the money first, and one press that records the sale and checks the person in. The
 * server decides about seats (the count shown is a guide); every refusal says what to do next.
 */
export function WalkInDialog({ presentationId, title, onSold, onFull, onFind, onClose }: WalkInDialogProps) {
  // Asked afresh on each opening: the seats left change by the minute at a busy door.
  const session = useGetPresentationQuery(presentationId, { refetchOnMountOrArgChange: true });
  const [walkIn, { isLoading }] = useWalkInMutation();
  const running = useRef(false);
  const [phone, setPhone] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [chosenMethod, setMethod] = useState<DoorSaleMethod | null>(null);
  /** What the volunteer typed in the amount box; null: the session's price. */
  const [typedAmount, setTypedAmount] = useState<string | null>(null);
  const [problems, setProblems] = useState<Partial<Record<WalkInField, string>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [confirming, setConfirming] = useState<WalkInBody | null>(null);
  const ids = useId();
  const formId = `${ids}-form`;
  const fieldId = (field: WalkInField) => `${ids}-${field}`;

  const cost = session.data?.cost;
  const method = chosenMethod ?? (cost !== undefined ? defaultMethod(cost) : 'CASH');
  const amount = method === 'FREE' ? formatNumber(0) : (typedAmount ?? (cost !== undefined ? formatNumber(cost) : ''));
  const sessionTitle = session.data ? localTitle(session.data) : title;
  const remained = session.data?.remained_capacity;

  const edited = (field: WalkInField) => {
    if (problems[field]) setProblems(({ [field]: _gone, ...rest }) => rest);
  };
  const focus = (field: WalkInField | undefined) => field && requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());

  /** The form's step: checked here first; the summary next. */
  const review = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkWalkIn({ phone, firstName, lastName, method, amount }, presentationId);
    if ('problems' in checked) {
      const shown: Partial<Record<WalkInField, string>> = {};
      for (const [field, key] of Object.entries(checked.problems)) shown[field as WalkInField] = t(key, { max: formatNumber(NAME_MAX) });
      setProblems(shown);
      return focus(firstProblem(checked.problems));
    }
    setProblems({});
    setConfirming(checked.body);
  };

  const sell = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current || !confirming) return;
    running.current = true;
    setFailure(null);
    try {
      const answer = await walkIn(confirming).unwrap();
      onSold(answer, { method: confirming.method, typedName: `${confirming.first_name} ${confirming.last_name}`.trim() });
    } catch (err) {
      const e = err as ApiQueryError;
      if (e.code === 'CAPACITY_FULL') return onFull();
      if (e.code === 'ALREADY_REGISTERED') {
        setFailure({ kind: 'already', last4: confirming.phone_number.slice(-4) });
        setConfirming(null);
        return focus('phone_number');
      }
      if (e.code === 'VALIDATION_ERROR' && e.errors) {
        const onFields = fieldErrors(err);
        const shown = Object.fromEntries(Object.entries(onFields).filter(([field]) => field in fieldNames)) as Partial<Record<WalkInField, string>>;
        setProblems(shown);
        setFailure({ kind: 'message', text: t('door.walkInFixFields') });
        setConfirming(null);
        return focus(firstProblem(shown));
      }
      setFailure(unanswered(e) ? { kind: 'unsure' } : { kind: 'message', text: errorMessage(err) });
    } finally {
      running.current = false;
    }
  };

  const alert = failure && (
    <FormAlert>
      {failure.kind === 'already' ? (
        <div className="grid gap-3">
          <p>{t('door.walkInAlready')}</p>
          <Button variant="secondary" size="lg" className="justify-self-start" onClick={() => onFind(failure.last4)}>
            {t('door.walkInFind')}
          </Button>
        </div>
      ) : failure.kind === 'unsure' ? (
        t('door.walkInUnsure')
      ) : (
        failure.text
      )}
    </FormAlert>
  );

  const seats =
    remained !== undefined ? (
      <p className={cx('rounded-lg px-3 py-1.5 text-sm font-bold', remained > 0 ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800')} data-testid="walk-in-seats">
        {remained > 0 ? t('door.walkInSeats', { count: formatNumber(remained) }) : t('door.walkInNoSeats')}
      </p>
    ) : (
      <p className="text-sm text-navy-600" data-testid="walk-in-seats">
        {session.isError ? t('door.walkInSeatsFailed') : t('door.walkInSeatsLoading')}
      </p>
    );

  return (
    <Modal
      open
      onClose={() => {
        if (!running.current) onClose();
      }}
      title={t('door.walkInTitle')}
      footer={
        confirming ? (
          <>
            <Button variant="secondary" size="lg" onClick={() => setConfirming(null)} disabled={isLoading}>
              {t('door.walkInBack')}
            </Button>
            <Button type="submit" form={formId} size="lg" loading={isLoading}>
              {t('door.walkInConfirm')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" size="lg" onClick={onClose}>
              {t('door.walkInCancel')}
            </Button>
            <Button type="submit" form={formId} size="lg">
              {t('door.walkInNext')}
            </Button>
          </>
        )
      }
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-bold text-navy-950">{sessionTitle}</p>
        {seats}
      </div>
      {confirming ? (
        <form id={formId} noValidate onSubmit={(event) => void sell(event)} className="grid gap-4" data-testid="walk-in-confirm">
          {alert}
          <p className="text-sm font-semibold text-navy-700">{t('door.walkInSummary')}</p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-xl bg-navy-50 px-4 py-3 text-base ring-1 ring-navy-100">
            <dt className="text-navy-600">{t('door.walkInSummaryName')}</dt>
            <dd className="font-bold text-navy-950">
              {confirming.first_name} {confirming.last_name}
            </dd>
            <dt className="text-navy-600">{t('door.walkInSummaryPhone')}</dt>
            <dd className="font-bold text-navy-950">
              <bdi dir="ltr">{toPersianDigits(confirming.phone_number)}</bdi>
            </dd>
            <dt className="text-navy-600">{t('door.walkInSummaryMethod')}</dt>
            <dd className="font-bold text-navy-950">{t(methodLabel[confirming.method])}</dd>
            <dt className="text-navy-600">{t('door.walkInSummaryAmount')}</dt>
            <dd className="text-lg font-black text-navy-950" data-testid="walk-in-amount">
              {formatToman(confirming.amount)}
            </dd>
          </dl>
          <p className="rounded-xl bg-accent-50 px-4 py-3 text-base font-bold leading-7 text-navy-950 ring-1 ring-accent-200">
            {t(takeMoney[confirming.method], { amount: formatSum(confirming.amount) })}
          </p>
        </form>
      ) : (
        <form id={formId} noValidate onSubmit={review} className="grid gap-4" data-testid="walk-in-form">
          {alert}
          <TextField
            id={fieldId('phone_number')}
            label={t('door.walkInPhone')}
            name="phone_number"
            type="tel"
            // Digits only on a phone's keypad; Persian digits, spaces and +98 are read all the same.
            inputMode="numeric"
            // Someone else's number: the volunteer's own, which the browser would offer, is never right.
            autoComplete="off"
            maxLength={40}
            value={phone}
            error={problems.phone_number}
            hint={t('door.walkInPhoneHint')}
            onInput={(event) => {
              setPhone(event.currentTarget.value);
              edited('phone_number');
            }}
            onBlur={() => {
              // Said when leaving a number typed wrong; an empty box waits for the next press.
              const problem = phone.trim() ? phoneProblem(phone) : undefined;
              if (problem) setProblems((current) => ({ ...current, phone_number: t(problem) }));
            }}
            className="[&_input]:text-lg"
          />
          <div className="grid gap-3 min-[360px]:grid-cols-2">
            <TextField
              id={fieldId('first_name')}
              label={t('door.walkInFirstName')}
              name="first_name"
              autoComplete="off"
              maxLength={NAME_MAX}
              value={firstName}
              error={problems.first_name}
              onInput={(event) => {
                setFirstName(event.currentTarget.value);
                edited('first_name');
              }}
            />
            <TextField
              id={fieldId('last_name')}
              label={t('door.walkInLastName')}
              name="last_name"
              autoComplete="off"
              maxLength={NAME_MAX}
              value={lastName}
              error={problems.last_name}
              onInput={(event) => {
                setLastName(event.currentTarget.value);
                edited('last_name');
              }}
            />
            <p className="-mt-1 text-xs leading-5 text-navy-500 min-[360px]:col-span-2">{t('door.walkInNamesHint')}</p>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold text-navy-800">{t('door.walkInMethod')}</legend>
            <div className="grid grid-cols-3 gap-2">
              {doorSaleMethods.map((m) => (
                <label
                  key={m}
                  className={cx(
                    'grid h-14 cursor-pointer place-items-center rounded-xl bg-white px-1 text-center text-base font-bold text-navy-900 ring-1 ring-navy-200 transition select-none',
                    'hover:bg-navy-50 has-checked:bg-navy-900 has-checked:text-white has-checked:ring-navy-900',
                    'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500',
                  )}
                >
                  <input
                    type="radio"
                    name="method"
                    value={m}
                    checked={method === m}
                    onChange={() => {
                      setMethod(m);
                      // Back from free: the session's price again, not the locked 0.
                      if (method === 'FREE') setTypedAmount(null);
                      edited('amount');
                    }}
                    className="sr-only"
                  />
                  {t(methodLabel[m])}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            id={fieldId('amount')}
            label={t('door.walkInAmount')}
            name="amount"
            type="text"
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            readOnly={method === 'FREE'}
            aria-readonly={method === 'FREE' || undefined}
            value={amount}
            error={problems.amount}
            hint={method === 'FREE' ? t('door.walkInFreeLocked') : cost !== undefined ? t('door.walkInPrice', { price: formatToman(cost) }) : undefined}
            onInput={(event) => {
              // Shown grouped in the page's digits as it is typed; read back by readAmount.
              const value = readAmount(event.currentTarget.value);
              const shown = value === null ? '' : formatNumber(value);
              // A letter typed changes nothing to render: put the box back to the number it holds.
              if (shown === amount) event.currentTarget.value = shown;
              setTypedAmount(shown);
              edited('amount');
            }}
            className="[&_input]:text-xl [&_input]:font-bold"
          />
        </form>
      )}
    </Modal>
  );
}

const fieldNames: Record<WalkInField, true> = { phone_number: true, first_name: true, last_name: true, amount: true };
