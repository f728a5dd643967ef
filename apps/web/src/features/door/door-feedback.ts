export type Verdict = 'ok' | 'already' | 'refused' | 'conflict';

let audio: AudioContext | null = null;

/** Tones (Hz, seconds) and the buzz of each verdict. */
const patterns: Record<Verdict, { tones: [number, number][]; buzz: number | number[] }> = {
  ok: { tones: [[880, 0.12]], buzz: 80 },
  already: { tones: [[520, 0.12], [520, 0.12]], buzz: [80, 80, 80] },
  refused: { tones: [[200, 0.5]], buzz: 400 },
  // Not an answer to the scan in hand: a falling three-note call, so it is not taken for one.
  conflict: { tones: [[990, 0.15], [660, 0.15], [440, 0.3]], buzz: [200, 100, 200, 100, 200] },
};

/**
 * A sound and a buzz for each answer, so a volunteer looking at the queue, not the screen, knows:
 * one high beep (in), two middle beeps (already in), one long low tone (refused), and a falling
 * three-note call when check-ins accepted offline were refused once they were sent (conflicts).
 */
export function signal(verdict: Verdict): void {
  const { tones, buzz } = patterns[verdict];
  try {
    navigator.vibrate?.(buzz);
  } catch {
    /* no vibration */
  }
  try {
    audio ??= new AudioContext();
    // Created before any tap (a page reloaded offline whose queue is sent later), it starts suspended.
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    let at = audio.currentTime;
    for (const [frequency, seconds] of tones) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'square';
      oscillator.frequency.value = frequency;
      gain.gain.value = 0.15;
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + seconds);
      at += seconds + 0.08;
    }
  } catch {
    /* no audio device: the colour still says it */
  }
}
