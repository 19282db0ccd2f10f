import type { FastifyBaseLogger } from 'fastify';

/** Where SMS go: the console sink (default; the text is in the server log) or an HTTP provider. */
export interface SmsSender {
  readonly kind: 'console' | 'http';
  send(areaCode: string, phone: string, text: string): Promise<void>;
  /** Messages sent by this process, newest last (the console sink keeps the last 100 for dev tools and tests). */
  readonly sent: { to: string; text: string; at: number }[];
}

export function consoleSms(log: FastifyBaseLogger): SmsSender {
  const sent: SmsSender['sent'] = [];
  return {
    kind: 'console',
    sent,
    send(areaCode, phone, text) {
      const to = `+${areaCode} ${phone}`;
      sent.push({ to, text, at: Date.now() });
      if (sent.length > 100) sent.shift();
      log.info({ sms: { to, text } }, `SMS to ${to}: ${text}`);
      return Promise.resolve();
    },
  };
}

/** POSTs `{ to, areaCode, phone, text }` as JSON to SMS_HTTP_URL with `Authorization: Bearer SMS_HTTP_TOKEN`. */
export function httpSms(url: string, token: string | undefined, fetchImpl: typeof fetch = fetch): SmsSender {
  const sent: SmsSender['sent'] = [];
  return {
    kind: 'http',
    sent,
    async send(areaCode, phone, text) {
      const to = `+${areaCode}${phone}`;
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to, areaCode, phone, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
      sent.push({ to, text, at: Date.now() });
      if (sent.length > 100) sent.shift();
    },
  };
}
