import { useRef, useState } from 'react';
import { t } from '@/shared/i18n';
import { createQrDetector } from '../qr-decoder';
import '../messages';

/**
 * A photo of the ticket, read by the same decoder as the camera: on phones the picker offers the
 * camera directly (capture), which helps where live video is refused or too slow.
 */
export function PhotoScan({ onCode }: { onCode: (code: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const read = async (file: File) => {
    setBusy(true);
    setProblem('');
    try {
      const detector = await createQrDetector();
      const image = await createImageBitmap(file);
      const code = await detector.detect(image);
      image.close();
      if (code) onCode(code);
      else setProblem(t('door.photoNoCode'));
    } catch {
      setProblem(t('door.photoNoCode'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div>
      <label className={`flex h-11 cursor-pointer items-center justify-center rounded-xl bg-white px-4 text-sm font-semibold text-navy-900 ring-1 ring-navy-200 hover:bg-navy-50 ${busy ? 'opacity-60' : ''}`}>
        {t('door.photo')}
        <input
          ref={input}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          data-testid="door-photo"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void read(file);
          }}
        />
      </label>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
