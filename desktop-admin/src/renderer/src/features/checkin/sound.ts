/**
 * The gate's sounds, synthesised (no audio files, nothing for the CSP to allow): two rising beeps
 * for admitted, one low buzz for anything refused. Staff hear the verdict without looking.
 */
let audio: AudioContext | null = null;

function context(): AudioContext | null {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    return audio;
  } catch {
    return null;
  }
}

function tone(ctx: AudioContext, frequency: number, start: number, duration: number, type: OscillatorType) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, ctx.currentTime + start);
  gain.gain.exponentialRampToValueAtTime(0.25, ctx.currentTime + start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + start + duration);
  osc.connect(gain).connect(ctx.destination);
  osc.start(ctx.currentTime + start);
  osc.stop(ctx.currentTime + start + duration + 0.02);
}

export function playVerdict(admitted: boolean): void {
  const ctx = context();
  if (!ctx) return;
  if (admitted) {
    tone(ctx, 880, 0, 0.12, 'sine');
    tone(ctx, 1320, 0.14, 0.16, 'sine');
  } else {
    tone(ctx, 180, 0, 0.45, 'square');
  }
}

/** Call from a key press or click: browsers start audio only after a user gesture. */
export function unlockSound(): void {
  context();
}
