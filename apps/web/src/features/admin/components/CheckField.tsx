import { cx } from '@/shared/ui/cx';

interface CheckFieldProps {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  disabled?: boolean;
}

export function CheckField({ label, name, checked, onChange, hint, disabled }: CheckFieldProps) {
  return (
    <label className={cx('flex items-start gap-3 rounded-xl bg-navy-50 px-4 py-3 text-sm', disabled && 'opacity-70')}>
      <input type="checkbox" name={name} checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} className="mt-1 size-4 accent-navy-800" />
      <span>
        <span className="font-semibold text-navy-900">{label}</span>
        {hint && <span className="block text-xs text-navy-500">{hint}</span>}
      </span>
    </label>
  );
}
