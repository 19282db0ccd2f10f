import type { FastifyRequest } from 'fastify';

import type { Config } from '../config';

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** ws(s)://host of PUBLIC_URL, if set. */
export function publicSocketOrigin(publicUrl: string | undefined): string | undefined {
  if (!publicUrl) return undefined;
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
}

/**
 * Where the messaging socket is (§7 `/openim-url/get`, `/system/domain`): ws(s)://host of
 * PUBLIC_URL, else of the request (its Host header, https behind a trusted proxy).
 */
export function socketOrigin(config: Pick<Config, 'publicUrl'>, req: FastifyRequest): string {
  const fromConfig = publicSocketOrigin(config.publicUrl);
  if (fromConfig) return fromConfig;
  const host = HOST.test(req.host) ? req.host : 'localhost';
  return `${req.protocol === 'https' ? 'wss' : 'ws'}://${host}`;
}
