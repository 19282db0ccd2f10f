/** The new-message sound of §4: a short two-note chime made with Web Audio (no file to load). */
let context: AudioContext | undefined;

export function playMessageSound(): void {
  try {
    context ??= new AudioContext();
    const now = context.currentTime;
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = 'sine';
      osc.frequency.value = freq;
      const start = now + i * 0.12;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.25);
      osc.connect(gain).connect(context.destination);
      osc.start(start);
      osc.stop(start + 0.3);
    }
  } catch {
    // no audio (autoplay policy before any user gesture): the toast alone
  }
}
