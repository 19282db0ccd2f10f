import type { FastifyRequest } from 'fastify';

import { DEVICE_HEADER } from '../../protocol/language';

export function requestMeta(req: FastifyRequest): { ip: string; device: string } {
  const device = req.headers[DEVICE_HEADER];
  return { ip: req.ip, device: typeof device === 'string' ? device : '' };
}
