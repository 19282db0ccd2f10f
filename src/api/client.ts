import type { RequestOf, ResponseOf } from '../../protocol/api';
import type { EndpointInfo, EndpointName } from '../../protocol/endpoints';
import { siteEndpoints } from '../../protocol/siteEndpoints';
import type { Envelope } from '../../protocol/envelope';
import { networkErrorMessage } from '../i18n/networkError';
import type { Request } from './request';

let request: Request | undefined;

/** Wires the request helper once at start (src/state/session.ts does it with the real dependencies). */
export function installRequest(r: Request): void {
  request = r;
}

type Table = Partial<Record<EndpointName, EndpointInfo>>;

/** Calls a part of the page loaded later brings along (the platform console: src/components/admin). */
const added: Table = {};

/** Makes the calls of `table` known to `call` (a lazily loaded part of the page registers its own). */
export function addEndpoints(table: Table): void {
  Object.assign(added, table);
}

/** Method and path of a call: the site's table (protocol/siteEndpoints.ts), then the added ones. */
export function endpointOf(name: EndpointName): EndpointInfo {
  const endpoint = (siteEndpoints as Table)[name] ?? added[name];
  if (!endpoint) throw new Error(`the call ${String(name)} is not loaded`);
  return endpoint;
}

/** A typed call of protocol/api.ts through the one request helper. */
export function call<N extends EndpointName>(name: N, body: RequestOf<N>): Promise<Envelope<ResponseOf<N>>> {
  if (!request) throw new Error('request helper not installed');
  const endpoint = endpointOf(name);
  return request<ResponseOf<N>>(endpoint.path, body, { method: endpoint.method });
}

/** The code of a CallError for a call that got no answer (offline, timeout, server unreachable). */
export const NETWORK_ERROR_CODE = -1;

/**
 * A call that did not give data: a refusal of the server (`code` of protocol/errors.ts, `data` its
 * details) or no answer at all (`network`, code NETWORK_ERROR_CODE). `message` is translated, ready
 * to show.
 */
export class CallError extends Error {
  readonly code: number;
  readonly network: boolean;
  /** The refusal's `data` (fields, the end of a mute, conflicting bookings...); undefined on network errors. */
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CallError';
    this.code = code;
    this.network = code === NETWORK_ERROR_CODE;
    this.data = data;
  }

  /** The refusal with its translated message (the code table is a chunk of its own, loaded at the first refusal). */
  static async refusal(envelope: Envelope<unknown>): Promise<CallError> {
    const message = await import('../i18n/errorMessages').then(
      (table) => table.messageFor(envelope),
      // The table could not be loaded (a new version replaced the old chunks): the generic text.
      () => networkErrorMessage(),
    );
    return new CallError(envelope.code, message, envelope.data);
  }

  static network(cause?: unknown): CallError {
    return new CallError(NETWORK_ERROR_CODE, networkErrorMessage(), undefined, { cause });
  }
}

/** The translated text of any failure: a CallError's own message, else the network error message. */
export function errorText(error: unknown): string {
  return error instanceof CallError ? error.message : networkErrorMessage();
}

/**
 * A typed call that resolves with the answer's `data`, or throws a CallError (a refusal, or a
 * network failure). 403/2321 and 7898 are still handled by the request helper before it throws.
 */
export async function callData<N extends EndpointName>(name: N, body: RequestOf<N>): Promise<ResponseOf<N>> {
  let envelope: Envelope<ResponseOf<N>>;
  try {
    envelope = await call(name, body);
  } catch (error) {
    throw CallError.network(error);
  }
  if (!envelope.success) throw await CallError.refusal(envelope);
  return envelope.data;
}
