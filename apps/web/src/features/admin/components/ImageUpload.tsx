import { useEffect, useRef, useState } from 'react';
import { t } from '@/shared/i18n';
import { FilePicker } from '@/shared/ui/FilePicker';
import '../messages';

interface ImageUploadProps {
  label: string;
  /** The image stored now (a /media/ URL), or "" / null. */
  current: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string;
  /** What the picture should be, when the general rule (imageHint) is not enough. */
  hint?: string;
  /** 'contain' for a picture that must be seen whole (a signature), not cropped to the square. */
  fit?: 'cover' | 'contain';
}

/** The contract's image rules, checked before sending (the server checks the content again). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A picture picked for upload (through the shared FilePicker), previewed before it is sent; the stored one is shown until then. */
export function ImageUpload({ label, current, file, onFile, error, hint, fit = 'cover' }: ImageUploadProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  // The object URL lives until the next pick or the form closes.
  useEffect(() => () => void (previewRef.current && URL.revokeObjectURL(previewRef.current)), []);
  const showPreview = (picked: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = picked ? URL.createObjectURL(picked) : null;
    setPreview(previewRef.current);
  };
  // Once the file is sent (the form clears it) the stored image, now the new one, is shown again.
  const shown = (file && preview) || current || null;
  const message = problem ?? error;

  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="grid size-28 shrink-0 place-items-center overflow-hidden rounded-xl bg-navy-50 ring-1 ring-navy-100">
        {shown ? <img src={shown} alt={t('admin.imagePreview')} className={fit === 'contain' ? 'size-full bg-white object-contain p-1' : 'size-full object-cover'} /> : <span className="text-xs text-navy-400">{t('admin.noImage')}</span>}
      </div>
      <div className="min-w-0 flex-1">
        <FilePicker
          label={label}
          name="file"
          accept={IMAGE_TYPES.join(',')}
          chooseLabel={t('admin.imageChoose')}
          noneLabel={t('admin.imageNoFile')}
          file={file}
          onFile={(picked) => {
            const refusal = !picked ? null : !IMAGE_TYPES.includes(picked.type) ? t('admin.imageType') : picked.size > IMAGE_MAX_BYTES ? t('admin.imageTooLarge') : null;
            setProblem(refusal);
            showPreview(refusal ? null : picked);
            onFile(refusal ? null : picked);
          }}
          error={message}
          hint={hint ?? t('admin.imageHint')}
        />
      </div>
    </div>
  );
}
