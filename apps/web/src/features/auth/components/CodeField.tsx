import { t } from '@/shared/i18n';
import { formatClock } from '@/shared/format';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';

interface CodeFieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** Seconds the code stays valid, and before another may be asked for. */
  expiresIn: number;
  resendIn: number;
  resending: boolean;
  onResend: () => void;
}

/**
 * The one-time code input: autocomplete="one-time-code" so phones offer the texted code, a numeric
 * keypad, Persian digits accepted (the server reads them); with the code's countdown and a resend
 * button that waits as long as the server asked.
 */
export function CodeField({ value, error, onChange, expiresIn, resendIn, resending, onResend }: CodeFieldProps) {
  return (
    <div className="grid gap-2 sm:col-span-2">
      <TextField
        label={t('auth.code')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        dir="ltr"
        maxLength={12}
        placeholder="------"
        className="[&_input]:text-center [&_input]:tracking-[0.5em]"
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
        hint={expiresIn > 0 ? t('auth.codeExpiresIn', { time: formatClock(expiresIn) }) : t('auth.codeExpired')}
        required
      />
      <div className="flex items-center justify-end">
        <Button type="button" variant="ghost" size="sm" disabled={resendIn > 0} loading={resending} onClick={onResend}>
          {resendIn > 0 ? t('auth.resendIn', { time: formatClock(resendIn) }) : t('auth.resend')}
        </Button>
      </div>
    </div>
  );
}
