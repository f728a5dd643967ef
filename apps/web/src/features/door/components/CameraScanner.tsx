import { useEffect, useRef, useState } from 'react';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { createQrDetector, type QrDetector } from '../qr-decoder';
import '../messages';

/** A code read again within this time is the same ticket still in front of the camera. */
const SAME_CODE_MS = 4_000;
const FRAME_MS = 250;

/**
 * The phone's camera (the back one where there is a choice), read a few times a second by the QR
 * decoder; each new code goes to onCode. Paused while `paused` (the answer is on screen).
 */
export function CameraScanner({ onCode, paused }: { onCode: (code: string) => void; paused: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'unavailable'>('off');
  const stream = useRef<MediaStream | null>(null);
  const detector = useRef<QrDetector | null>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const handler = useRef(onCode);
  const pausedRef = useRef(paused);
  useEffect(() => {
    handler.current = onCode;
    pausedRef.current = paused;
  });

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState('off');
  };

  const start = async () => {
    setState('starting');
    try {
      detector.current ??= await createQrDetector();
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (!video.current) return stop();
      video.current.srcObject = stream.current;
      await video.current.play();
      setState('on');
    } catch {
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
      setState('unavailable');
    }
  };

  useEffect(() => {
    if (state !== 'on') return;
    let busy = false;
    const timer = window.setInterval(async () => {
      if (busy || pausedRef.current || !video.current || !detector.current || video.current.readyState < 2) return;
      busy = true;
      try {
        const code = await detector.current.detect(video.current);
        const now = Date.now();
        if (code && !(last.current?.code === code && now - last.current.at < SAME_CODE_MS)) {
          last.current = { code, at: now };
          handler.current(code);
        }
      } catch {
        /* a frame that could not be read: try the next */
      } finally {
        busy = false;
      }
    }, FRAME_MS);
    return () => window.clearInterval(timer);
  }, [state]);

  useEffect(() => () => stream.current?.getTracks().forEach((track) => track.stop()), []);

  return (
    <div className="grid gap-3">
      <div className={state === 'on' || state === 'starting' ? 'relative overflow-hidden rounded-2xl bg-black' : 'hidden'}>
        <video ref={video} muted playsInline className="aspect-square w-full object-cover" data-testid="door-camera" />
        <div aria-hidden="true" className="pointer-events-none absolute inset-[15%] rounded-xl border-4 border-white/80" />
        <p className="absolute inset-x-0 bottom-2 text-center text-sm text-white">{t('door.cameraHint')}</p>
      </div>
      {state === 'unavailable' && <p className="text-sm text-red-700">{t('door.cameraUnavailable')}</p>}
      <Button type="button" variant={state === 'on' ? 'secondary' : 'primary'} onClick={state === 'on' ? stop : () => void start()} loading={state === 'starting'} block>
        {state === 'on' ? t('door.stopCamera') : t('door.startCamera')}
      </Button>
    </div>
  );
}
