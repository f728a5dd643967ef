export type Verdict = 'ok' | 'already' | 'refused';

let audio: AudioContext | null = null;

/**
 * A sound and a buzz for each answer, so a volunteer looking at the queue, not the screen, knows:
 * one high beep (in), two middle beeps (already in), one long low tone (refused).
 */
export function signal(verdict: Verdict): void {
  const pattern = verdict === 'ok' ? [[880, 0.12]] : verdict === 'already' ? [[520, 0.12], [520, 0.12]] : [[200, 0.5]];
  try {
    navigator.vibrate?.(verdict === 'ok' ? 80 : verdict === 'already' ? [80, 80, 80] : 400);
  } catch {
    /* no vibration */
  }
  try {
    audio ??= new AudioContext();
    let at = audio.currentTime;
    for (const [frequency, seconds] of pattern) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'square';
      oscillator.frequency.value = frequency!;
      gain.gain.value = 0.15;
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + seconds!);
      at += seconds! + 0.08;
    }
  } catch {
    /* no audio device: the colour still says it */
  }
}
