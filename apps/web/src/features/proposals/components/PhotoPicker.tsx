import { useEffect, useId, useMemo, useRef } from 'react';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/shared/api/users';
import { t } from '@/shared/i18n';
import { Button, buttonClasses } from '@/shared/ui/Button';
import { cx } from '@/shared/ui/cx';

interface PhotoPickerProps {
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  onError: (message: string | undefined) => void;
}

/** The speaker's photo: the saved one, or a preview of the chosen file until the form is saved (the same limits as an avatar). */
export function PhotoPicker({ current, file, onChange, error, onError }: PhotoPickerProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function reset() {
    if (inputRef.current) inputRef.current.value = '';
  }

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    // The server checks the content too; these checks only save a pointless upload.
    if (!AVATAR_TYPES.includes(chosen.type)) return (onError(t('proposals.photoWrongType')), reset());
    if (chosen.size > AVATAR_MAX_BYTES) return (onError(t('proposals.photoTooLarge')), reset());
    onError(undefined);
    onChange(chosen);
  }

  const shown = preview ?? current;
  const describedBy = error ? `${inputId}-error` : `${inputId}-hint`;

  return (
    <fieldset className="flex flex-col items-center gap-4 sm:flex-row sm:gap-6">
      <legend className="sr-only">{t('proposals.photo')}</legend>
      {shown ? (
        <img
          src={shown}
          alt={preview ? t('proposals.photoNewAlt') : t('proposals.photoAlt')}
          data-testid={preview ? 'photo-preview' : 'photo-current'}
          className={cx('size-28 rounded-3xl object-cover ring-4', preview ? 'ring-accent-300' : 'shadow-md ring-white')}
        />
      ) : (
        <div aria-hidden="true" className="grid size-28 place-items-center rounded-3xl bg-navy-100 text-navy-400">
          <svg viewBox="0 0 24 24" className="size-12" fill="none" stroke="currentColor" strokeWidth="1.5">
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
          </svg>
        </div>
      )}
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <div className="flex flex-wrap justify-center gap-2">
          <label htmlFor={inputId} className={cx(buttonClasses('secondary', 'sm'), 'cursor-pointer focus-within:outline-2 focus-within:outline-accent-500')}>
            {shown ? t('proposals.photoChange') : t('proposals.photoChoose')}
            <input
              ref={inputRef}
              id={inputId}
              name="photo"
              type="file"
              accept={AVATAR_TYPES.join(',')}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              className="sr-only"
              onChange={(event) => choose(event.currentTarget.files?.[0])}
            />
          </label>
          {file && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                onChange(null);
                onError(undefined);
                reset();
              }}
            >
              {t('proposals.photoDiscard')}
            </Button>
          )}
        </div>
        {error ? (
          <p id={`${inputId}-error`} className="text-sm text-red-700">
            {error}
          </p>
        ) : (
          <p id={`${inputId}-hint`} className="text-xs text-navy-500">
            {file ? t('proposals.photoPending') : t('proposals.photoHint')}
          </p>
        )}
      </div>
    </fieldset>
  );
}
