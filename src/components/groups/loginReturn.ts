/**
 * Where to go back to after logging in: the join page of an invite link opened by a visitor. Kept
 * in sessionStorage (this tab only) until taken once.
 */
const KEY = 'tribune.loginReturn';

export function rememberLoginReturn(path: string): void {
  sessionStorage.setItem(KEY, path);
}

/** The remembered path (a hash route, starting with '/'), once; undefined when none. */
export function takeLoginReturn(): string | undefined {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path?.startsWith('/') && !path.startsWith('//') ? path : undefined;
}
