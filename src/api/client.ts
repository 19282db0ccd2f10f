import type { RequestOf, ResponseOf } from '../../protocol/api';
import { type EndpointName, endpoints } from '../../protocol/endpoints';
import type { Envelope } from '../../protocol/envelope';
import type { Request } from './request';

let request: Request | undefined;

/** Wires the request helper once at start (src/state/session.ts does it with the real dependencies). */
export function installRequest(r: Request): void {
  request = r;
}

/** A typed call of protocol/api.ts through the one request helper. */
export function call<N extends EndpointName>(name: N, body: RequestOf<N>): Promise<Envelope<ResponseOf<N>>> {
  if (!request) throw new Error('request helper not installed');
  const endpoint = endpoints[name];
  return request<ResponseOf<N>>(endpoint.path, body, { method: endpoint.method });
}
