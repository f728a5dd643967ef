import { t } from '@/shared/i18n';

export interface NotifyBy {
  sms: boolean;
  email: boolean;
}

interface NotifyChoiceProps {
  value: NotifyBy;
  onChange: (value: NotifyBy) => void;
  /** The account has an e-mail address to write to. */
  hasEmail: boolean;
}

/**
 * The two channels the festival reaches a person on (the profile's notify_by), as two switches in a
 * fieldset. Codes and receipts ignore them, which the legend's note says.
 */
export function NotifyChoice({ value, onChange, hasEmail }: NotifyChoiceProps) {
  const option = (channel: keyof NotifyBy, label: string, hint: string) => (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl bg-navy-50 px-4 py-3 text-sm">
      <input
        type="checkbox"
        role="switch"
        name={`notify_by.${channel}`}
        checked={value[channel]}
        aria-checked={value[channel]}
        onChange={(event) => onChange({ ...value, [channel]: event.currentTarget.checked })}
        className="mt-1 size-4 shrink-0 accent-navy-800"
      />
      <span>
        <span className="font-semibold text-navy-900">{label}</span>
        <span className="block text-xs text-navy-500">{hint}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-base font-bold text-navy-900">{t('profile.notifyTitle')}</legend>
      <p className="text-sm text-navy-600">{t('profile.notifyIntro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {option('sms', t('profile.notifySms'), t('profile.notifySmsHint'))}
        {option('email', t('profile.notifyEmail'), hasEmail ? t('profile.notifyEmailHint') : t('profile.notifyEmailNoAddress'))}
      </div>
      <p className="text-xs text-navy-500">{t('profile.notifyAlways')}</p>
    </fieldset>
  );
}
