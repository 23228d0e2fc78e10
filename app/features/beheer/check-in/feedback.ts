/**
 * What the door hears and feels after a scan (decision 0019), where the device allows it: a short high tone and one
 * buzz for a welcome, a low double tone and a long buzz for anything else. Both are extras: the large coloured
 * panel says it all, and the browser may refuse either (no vibration on iOS, no sound before a first tap).
 */
let audio: AudioContext | null = null;

function tone(frequency: number, startsAfter: number, seconds: number): void {
  audio ??= new AudioContext();
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = frequency;
  gain.gain.value = 0.15;
  oscillator.connect(gain).connect(audio.destination);
  const start = audio.currentTime + startsAfter;
  oscillator.start(start);
  oscillator.stop(start + seconds);
}

export function signal(welcome: boolean): void {
  try {
    navigator.vibrate?.(welcome ? 120 : [300, 100, 300]);
    if (welcome) tone(880, 0, 0.15);
    else {
      tone(220, 0, 0.2);
      tone(220, 0.3, 0.2);
    }
  } catch {
    // Not allowed here: the panel is enough.
  }
}
