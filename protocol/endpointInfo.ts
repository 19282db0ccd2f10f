/** Who may call an endpoint: anyone, a logged-in user, or a platform admin. */
export type Access = 'public' | 'user' | 'admin';

/**
 * Name-free description of one `/web` call. Its own file so protocol/endpoints.ts and its part tables
 * (anchorEndpoints.ts, matchEndpoints.ts, ...) import it without importing each other. What the page
 * needs to make the call, nothing more: the page loads these tables on its first route, so the
 * OpenAPI summary of each call lives beside its schemas (protocol/api.ts and its *Api.ts parts).
 */
export interface EndpointInfo {
  method: 'GET' | 'POST';
  path: string;
  access: Access;
}

/** Base path of every call (§7). */
export const API_BASE = '/web';
