import { useEffect, useId, useMemo, useRef } from 'react';
import { t } from '@/shared/i18n';
import { buttonClasses } from '@/shared/ui/Button';
import { cx } from '@/shared/ui/cx';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/shared/api/users';

interface AvatarPickerProps {
  current: string | null;
  name: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  onError: (message: string | undefined) => void;
}

/** Shows the current avatar, or a preview of the chosen file before it is uploaded with the form. */
export function AvatarPicker({ current, name, file, onChange, error, onError }: AvatarPickerProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    // The server checks the content too; these checks only save a pointless upload.
    if (!AVATAR_TYPES.includes(chosen.type)) return reject(t('profile.avatarWrongType'));
    if (chosen.size > AVATAR_MAX_BYTES) return reject(t('profile.avatarTooLarge'));
    onError(undefined);
    onChange(chosen);
  }

  function reject(message: string) {
    onError(message);
    if (inputRef.current) inputRef.current.value = '';
  }

  function clear() {
    onChange(null);
    onError(undefined);
    if (inputRef.current) inputRef.current.value = '';
  }

  const shown = preview ?? current;
  const errorId = error ? `${inputId}-error` : undefined;

  return (
    <fieldset className="flex flex-col items-center gap-4 sm:flex-row sm:items-center sm:gap-6">
      <legend className="sr-only">{t('profile.avatar')}</legend>
      <div className="relative">
        {shown ? (
          <img
            src={shown}
            alt={preview ? t('profile.avatarNewAlt') : t('profile.avatarAlt', { name })}
            data-testid={preview ? 'avatar-preview' : 'avatar-current'}
            className={cx('size-28 rounded-3xl object-cover ring-4', preview ? 'ring-accent-300' : 'ring-white shadow-md')}
          />
        ) : (
          <div className="grid size-28 place-items-center rounded-3xl bg-navy-100 text-4xl font-black text-navy-500" aria-hidden="true">
            {name.trim().charAt(0) || '؟'}
          </div>
        )}
      </div>
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <div className="flex flex-wrap justify-center gap-2">
          <label htmlFor={inputId} className={cx(buttonClasses('secondary', 'sm'), 'cursor-pointer focus-within:outline-2 focus-within:outline-accent-500')}>
            {current || preview ? t('profile.avatarChange') : t('profile.avatarChoose')}
            <input
              ref={inputRef}
              id={inputId}
              name="avatar"
              type="file"
              accept={AVATAR_TYPES.join(',')}
              aria-describedby={errorId ?? `${inputId}-hint`}
              aria-invalid={error ? true : undefined}
              className="sr-only"
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </label>
          {file && (
            <button type="button" onClick={clear} className={buttonClasses('ghost', 'sm')}>
              {t('profile.avatarClear')}
            </button>
          )}
        </div>
        {error ? (
          <p id={errorId} className="text-sm text-red-700">
            {error}
          </p>
        ) : (
          <p id={`${inputId}-hint`} className="text-xs text-navy-500">
            {file ? t('profile.avatarPending') : t('profile.avatarHint')}
          </p>
        )}
      </div>
    </fieldset>
  );
}
