import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { t } from '../i18n';
import { cx } from './cx';
import { FieldNotes, inputClasses } from './FieldParts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** The contract's field name, also used as the input's name. */
  name: string;
  error?: string;
  hint?: ReactNode;
}

/** Phone numbers, e-mails and passwords are Latin text: they read left to right even in a Persian form. */
const LTR_TYPES = new Set(['tel', 'email', 'password', 'url']);
const INPUT_MODES: Record<string, InputHTMLAttributes<HTMLInputElement>['inputMode']> = {
  tel: 'tel',
  email: 'email',
  url: 'url',
};

/** The look of every text control of ours (FieldParts.tsx keeps it, beside the notes under a field). */
export { inputClasses };

export function TextField({ label, name, error, hint, type = 'text', id, className, ...rest }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${name}-${generatedId}`;
  const hintId = hint && !error ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  // Digits typed as text (a national code, a postal code: dir="ltr", inputMode="numeric") line up the same way.
  const ltr = LTR_TYPES.has(type) || (rest.dir === 'ltr' && rest.inputMode === 'numeric');

  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-navy-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          name={name}
          type={isPassword && revealed ? 'text' : type}
          dir={ltr ? 'ltr' : undefined}
          inputMode={INPUT_MODES[type]}
          aria-invalid={error ? true : undefined}
          aria-describedby={cx(errorId, hintId) || undefined}
          className={cx(
            inputClasses,
            // Latin text reads left to right but lines up with the Persian labels: `end` of an LTR box is
            // its right edge, the RTL page's start (an English page is LTR already: nothing to do).
            ltr && 'rtl:text-end',
            // Room for the reveal button at the page's end: the box's left in a Persian page, its right in an English one.
            isPassword && 'ps-4 pe-12 rtl:ps-12 rtl:pe-4',
            error && 'ring-2 ring-red-500 focus:ring-red-500',
          )}
          {...rest}
        />
        {isPassword && (
          // The box is LTR; `end` resolves against the page: the left edge of a Persian page, where
          // the input's padding-inline-start (rtl:ps-12) leaves room, the right edge of an English one (pe-12).
          <button
            type="button"
            onClick={() => setRevealed((v) => !v)}
            aria-label={revealed ? t('auth.hidePassword') : t('auth.showPassword')}
            aria-pressed={revealed}
            className="absolute inset-y-1 end-1 grid w-10 place-items-center rounded-lg text-navy-400 hover:bg-navy-50 hover:text-navy-700"
          >
            <EyeIcon open={!revealed} />
          </button>
        )}
      </div>
      <FieldNotes error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M3 3l18 18" strokeLinecap="round" />}
    </svg>
  );
}
