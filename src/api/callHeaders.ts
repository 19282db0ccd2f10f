import { DEVICE_HEADER, LANGUAGE_HEADER } from '../../protocol/language';

/**
 * What every call to the API carries (§7), in a module of its own with nothing heavy behind it: the
 * request helper (./request.ts) and the live page's first call (src/app/earlyLive.ts, which runs
 * before the app's script) build their headers here.
 */

/** Local storage key of the auth token (§3). */
export const TOKEN_KEY = 'zbpcJwt';
/** Local storage key of the device hash (§3). */
export const DEVICE_KEY = 'uuid';

/** The stored device hash ('' until ./deviceId.ts has computed it). */
export function currentDeviceId(): string {
  return localStorage.getItem(DEVICE_KEY) ?? '';
}

/** The headers of a JSON call: the caller's token when logged in, the device hash and the language. */
export function callHeaders(
  token: string | null,
  deviceId: string,
  language: string,
): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    'Content-Type': 'application/json;charset=UTF-8',
    [DEVICE_HEADER]: `pc ${deviceId}`,
    [LANGUAGE_HEADER]: language,
  };
  if (token) headers.Authorization = token;
  return headers;
}
