/** Keyboard shortcuts of the player (when it has focus), as pure data for tests and the help text. */
export type PlayerAction =
  | 'toggle'
  | 'back'
  | 'forward'
  | 'volumeUp'
  | 'volumeDown'
  | 'mute'
  | 'fullscreen'
  | 'pip'
  | 'captions'
  | 'slower'
  | 'faster'
  | 'next';

const KEYS: Record<string, PlayerAction> = {
  ' ': 'toggle',
  k: 'toggle',
  ArrowLeft: 'back',
  j: 'back',
  ArrowRight: 'forward',
  l: 'forward',
  ArrowUp: 'volumeUp',
  ArrowDown: 'volumeDown',
  m: 'mute',
  f: 'fullscreen',
  p: 'pip',
  c: 'captions',
  '<': 'slower',
  '>': 'faster',
  N: 'next',
};

/** The action of a key press, or null (typing in a field, or a modifier other than Shift held). */
export function actionOf(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): PlayerAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  return KEYS[event.key] ?? KEYS[event.key.toLowerCase()] ?? null;
}

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** The next rate up or down the list from `rate`. */
export function stepRate(rate: number, direction: 1 | -1): number {
  const index = PLAYBACK_RATES.findIndex((r) => r >= rate);
  const at = index < 0 ? PLAYBACK_RATES.length - 1 : index;
  return PLAYBACK_RATES[Math.min(PLAYBACK_RATES.length - 1, Math.max(0, at + direction))]!;
}

/** h:mm:ss above an hour, else m:ss (§4 "video seconds shown mm:ss"). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${String(m).padStart(2, '0')}:${ss}`;
}
